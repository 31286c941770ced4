import { Queue } from 'bullmq';
import type {
  FnrhConnectionTest,
  FnrhSettings,
  FnrhSettingsSaved,
  ReservationFnrh,
} from '@chegada/contracts';
import { waitFor } from '@chegada/testing';
import { startBillingWorld, type BillingWorld } from '../../billing/__fixtures__/billing-world';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  guestHeaders,
  putGuestForm,
  saveCompleteForm,
  type Host,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { streamOf, submitForm } from '../../reservations/__fixtures__';
import {
  FNRH_KEY,
  FNRH_OPT_IN,
  FNRH_USER,
  FnrhPeer,
  fnrhSettings,
} from '../__fixtures__/fnrh-peer';
import { FnrhClient, FnrhFailed } from './fnrh.client';
import { FnrhClock } from './fnrh-clock';

const OPERATOR = '52998224725';
const LIA = {
  name: 'Lia Silva',
  documentKind: 'cpf',
  cpf: '111.444.777-35',
  birthDate: '2016-06-01',
  isChild: true,
  gender: 'woman',
};
const RUI = {
  name: 'Rui Costa',
  documentKind: 'cpf',
  cpf: '390.533.447-05',
  birthDate: '1985-02-03',
  gender: 'man',
};

// Issue 32: a host who opted into FNRH Digital has each approved stay registered through the
// real worker against a local FNRH (Basic auth, cpf_solicitante, FNRH's refusals).
describe('FNRH Digital, through a local FNRH peer and the worker', () => {
  let fnrh: FnrhPeer;
  let world: BillingWorld;
  let host: Awaited<ReturnType<BillingWorld['aHost']>>;
  let property: Host;
  const government = {} as { queue: Queue };

  beforeAll(async () => {
    fnrh = await new FnrhPeer().start();
    world = await startBillingWorld({ ...fnrhSettings(fnrh), BILLING_PROVIDER: 'none' });
    host = await world.aHost('Paula Registra');
    property = await aHostWithProperty(world.app, host.member, { depositAmount: 0 });
    expect((await optIn()).status).toBe(200);
    government.queue = new Queue('government', {
      connection: { url: world.app.config.REDIS_URL },
      prefix: world.app.config.REDIS_PREFIX,
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await government.queue.close();
    await world.app.close();
    await fnrh.stop();
  });

  const optIn = (body: Record<string, unknown> = {}, owner = host) =>
    owner.api<FnrhSettingsSaved>('/fnrh/settings', {
      method: 'PUT',
      body: { ...FNRH_OPT_IN, ...body },
    });

  const fnrhOf = (id: string, owner = host) =>
    owner.api<ReservationFnrh>(`/stays/reservations/${id}/fnrh`);

  /** A stay whose guest sent `form`, approved by its host (`owner` of `on`). */
  const approve = async (
    form: Record<string, unknown>,
    owner = host,
    on = property,
    checkIn?: string,
  ) => {
    const id = await aGuestReservation(world.app, on, { checkIn });
    const saved = await saveCompleteForm(world.app, on, id, {
      gender: 'woman',
      transport: 'plane',
      ...form,
    });
    expect(saved.status).toBe(200);
    await submitForm(world.app, owner.id, id);
    expect((await fnrhOf(id, owner)).body.progress.state).toBe('awaiting-approval');
    const approval = await owner.api(`/stays/approve-reservation/${id}`, {
      method: 'POST',
      body: { confirm: true },
    });
    expect(approval.status).toBe(200);
    return id;
  };

  /** An approved stay, once FNRH has its guests (or the worker recorded a failure). */
  const approved = async (form: Record<string, unknown>, guests: number) => {
    const id = await approve(form);
    const answer = await waitFor(
      async () => (await fnrhOf(id)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.guests.length === guests || fnrhAnswer.stay?.failure != null,
    );
    return { id, answer };
  };

  it('keeps the API key to itself and tests the connection with it', async () => {
    const refused = await optIn({ operatorCpf: '123.456.789-00', apiKey: 'x' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('operatorCpf');
    const saved = await optIn();
    expect(saved.body).toEqual({
      enabled: true,
      trigger: 'approval',
      user: FNRH_USER,
      operatorCpf: OPERATOR,
      apiKeySet: true,
      connection: { ok: true, failure: null },
    });
    const test = () => host.api<FnrhConnectionTest>('/fnrh/settings/test', { method: 'POST' });
    // A blank key keeps the stored one.
    expect((await optIn({ apiKey: '' })).status).toBe(200);
    expect((await test()).body).toEqual({ ok: true, failure: null });
    fnrh.down = true;
    expect((await test()).body).toMatchObject({ ok: false, failure: { code: 'unreachable' } });
    fnrh.down = false;
  });

  // Walk of issue 32: "Salvar FNRH" kept a wrong key, said it was saved, and asked FNRH nothing.
  it("refuses credentials FNRH refuses, in the caller's language, and keeps the good ones", async () => {
    const calls = fnrh.calls.length;
    const wrong = (language: string, body: Record<string, unknown>) =>
      host.api('/fnrh/settings', {
        method: 'PUT',
        headers: { 'accept-language': language },
        body: { ...FNRH_OPT_IN, ...body },
      });
    expect((await wrong('en-US', { apiKey: 'wrong-key' })).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^FNRH refused this API user/),
      errors: [{ field: 'apiKey', message: expect.stringMatching(/^FNRH refused this API user/) }],
    });
    expect(
      (await wrong('pt-BR', { user: 'outra-pousada', trigger: 'checkin' })).body,
    ).toMatchObject({
      errors: [{ field: 'apiKey', message: expect.stringMatching(/^A FNRH recusou/) }],
    });
    expect((await wrong('es-ES', { apiKey: 'wrong-key' })).body).toMatchObject({
      errors: [{ field: 'apiKey', message: expect.stringMatching(/^La FNRH rechazó/) }],
    });
    // FNRH was asked each time, and nothing was kept: the stored user and key still work.
    expect(fnrh.calls.slice(calls).map(({ call }) => call)).toEqual(
      Array(3).fill('GET /dominios/reservas/situacoes'),
    );
    expect((await host.api<FnrhSettings>('/fnrh/settings')).body).toMatchObject({
      user: FNRH_USER,
      trigger: 'approval',
    });
    expect((await host.api('/fnrh/settings/test', { method: 'POST' })).body).toEqual({
      ok: true,
      failure: null,
    });
  });

  it('keeps the settings while FNRH is down, saying they could not be checked', async () => {
    const newcomer = await world.aHost('Otto Offline');
    fnrh.down = true;
    try {
      const saved = await optIn({ trigger: 'checkin' }, newcomer);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        enabled: true,
        trigger: 'checkin',
        apiKeySet: true,
        connection: { ok: false, failure: { code: 'unreachable', status: 503 } },
      });
    } finally {
      fnrh.down = false;
    }
    expect((await newcomer.api<FnrhSettings>('/fnrh/settings')).body.trigger).toBe('checkin');
    // Turning FNRH off asks FNRH nothing, whatever the key.
    const calls = fnrh.calls.length;
    const off = await optIn({ enabled: false, apiKey: 'wrong-key' }, newcomer);
    expect(off.body).toMatchObject({ enabled: false, connection: null });
    expect(fnrh.calls.length).toBe(calls);
  });

  it("refuses a first save without an API key, naming the field in the caller's language", async () => {
    const newcomer = await world.aHost('Nina Primeira');
    const firstSave = (language: string, apiKey: string) =>
      newcomer.api('/fnrh/settings', {
        method: 'PUT',
        headers: { 'accept-language': language },
        body: {
          enabled: true,
          trigger: 'approval',
          user: FNRH_USER,
          apiKey,
          operatorCpf: OPERATOR,
        },
      });
    expect((await firstSave('en-US', '')).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Fill in all required fields',
      errors: [{ field: 'apiKey', message: 'Required field' }],
    });
    expect((await firstSave('es-ES', '   ')).body).toMatchObject({
      statusCode: 400,
      errors: [
        {
          field: 'apiKey',
          message: expect.not.stringMatching(/^(Required field|Campo obrigatório)$/),
        },
      ],
    });
    expect((await newcomer.api<FnrhSettings>('/fnrh/settings')).body.apiKeySet).toBe(false);
    // Once a key is kept, a blank one keeps it.
    expect((await firstSave('en-US', FNRH_KEY)).status).toBe(200);
    expect((await firstSave('en-US', '')).status).toBe(200);
    expect((await newcomer.api<FnrhSettings>('/fnrh/settings')).body.apiKeySet).toBe(true);
  });

  it('asks the guest for gender and means of transport only once the host is on FNRH', async () => {
    const id = await aGuestReservation(world.app, property);
    const sent = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { data: aCompleteForm({ submit: true }) },
      guestHeaders(property),
    );
    expect(sent.status).toBe(400);
    const fields = JSON.stringify(sent.body);
    expect(fields).toContain('"gender"');
    expect(fields).toContain('"transport"');
  });

  it("asks each companion's gender only of a host on FNRH", async () => {
    const companion = { ...RUI, gender: undefined };
    const submitted = async (on: Host) => {
      const id = await aGuestReservation(world.app, on);
      const form = aCompleteForm({
        gender: 'woman',
        transport: 'car',
        additionalGuests: [companion],
      });
      const sent = await putGuestForm(
        world.app,
        `/stays/guestForm/${id}`,
        { data: form },
        guestHeaders(on),
      );
      expect(sent.status).toBe(400);
      return JSON.stringify(sent.body);
    };
    expect(await submitted(property)).toContain('"additionalGuests[0].gender"');
    const other = await world.aHost('Lia Sem FNRH');
    const otherProperty = await aHostWithProperty(world.app, other.member, { depositAmount: 0 });
    expect(await submitted(otherProperty)).not.toContain('gender');
  });

  it('registers an approved stay, its holder and a minor linked to the holder', async () => {
    const { id, answer } = await approved(
      { adults: 2, children: 1, additionalGuests: [LIA, RUI] },
      3,
    );
    const held = fnrh.reservationNumbered(id)!;
    expect(held).toMatchObject({
      data_entrada: '2027-03-10',
      data_saida: '2027-03-13',
      situacao: 'CRIADA',
    });
    const [holder, minor, adult] = held.hospedes;
    expect(minor?.responsavel_id).toBe(holder?.hospede_id);
    // FNRH receives each guest's own gender, the companions' too.
    const gender = (guest: typeof holder) => fnrh.people.get(guest!.pessoa_id)?.genero_id;
    expect([gender(holder), gender(minor), gender(adult)]).toEqual(['MULHER', 'MULHER', 'HOMEM']);
    expect(answer).toMatchObject({
      enabled: true,
      trigger: 'approval',
      progress: { state: 'sent', at: null },
      stay: {
        reservaId: held.reserva_id,
        precheckinLink: `https://fnrh.turismo.gov.br/precheckin/${held.reserva_id}`,
        guests: [
          { guest: 'main', hospedeId: holder?.hospede_id },
          { guest: expect.any(String), hospedeId: minor?.hospede_id },
          { guest: expect.any(String), hospedeId: adult?.hospede_id },
        ],
        checkedInAt: null,
        failure: null,
      },
    });
    expect(fnrh.calls.every((call) => call.cpf === OPERATOR)).toBe(true);
  });

  it('sends an extension and a cancellation', async () => {
    const { id } = await approved({}, 1);
    const extended = await host.api('/stays/extendCheckoutForm', {
      method: 'PUT',
      body: {
        id,
        CheckIn: '2027-03-10T14:00:00-03:00',
        checkout: '2027-03-15T11:00:00-03:00',
        confirm: true,
      },
    });
    expect(extended.status).toBe(200);
    await waitFor(
      async () => fnrh.reservationNumbered(id)?.data_saida,
      (day) => day === '2027-03-15',
    );
    const cancelled = await host.api('/stays/cancelForm', {
      method: 'PUT',
      body: { id, cancelMotive: 'Hóspede desistiu', userId: host.id },
    });
    expect(cancelled.status).toBe(200);
    const answer = await waitFor(
      async () => (await fnrhOf(id)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.cancelledAt != null,
    );
    expect(answer.stay?.failure).toBeNull();
    expect(fnrh.reservationNumbered(id)?.situacao).toBe('CANCELADA');
  });

  /** `days` from today (negative: before), as the stay's check-in date. */
  const dayFromToday = (days: number) =>
    new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  const finishCheckout = async (id: string) => {
    const finished = await host.api(`/stays/finish-checkout/${id}`, {
      method: 'POST',
      body: { confirm: true },
    });
    expect(finished.status).toBe(200);
  };

  // Walk of issue 32: an early "finish checkout" sent a check-in dated before the stay began.
  it('sends an early checkout as it happened: in at the stay’s start, out when finished', async () => {
    const checkIn = dayFromToday(-1);
    const id = await approve({}, host, property, checkIn);
    const arrival = `${checkIn}T17:00:00.000Z`;
    await waitFor(
      async () => (await fnrhOf(id)).body.stay?.checkedInAt,
      (at) => at === arrival,
    );
    const before = Date.now();
    await finishCheckout(id);
    const after = Date.now();
    const answer = await waitFor(
      async () => (await fnrhOf(id)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.checkedOutAt != null,
    );
    const held = fnrh.reservationNumbered(id)!;
    expect(held).toMatchObject({ situacao: 'FINALIZADA', checkin_em: arrival });
    const out = new Date(held.checkout_em!).getTime();
    expect(out).toBeGreaterThanOrEqual(before - 1000);
    expect(out).toBeLessThanOrEqual(after);
    expect(answer.stay).toMatchObject({ checkedInAt: arrival, checkedOutAt: held.checkout_em });
  });

  // Walk of issue 32: a stay finished before it began was left at FNRH as created.
  it('cancels at FNRH a stay finished before it began, and shows it on the review', async () => {
    const id = await approve({}, host, property);
    await waitFor(
      async () => (await fnrhOf(id)).body.stay?.guests.length,
      (guests) => guests === 1,
    );
    await finishCheckout(id);
    const answer = await waitFor(
      async () => (await fnrhOf(id)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.cancelledAt != null || fnrhAnswer.stay?.failure != null,
    );
    expect(fnrh.reservationNumbered(id)).toMatchObject({
      situacao: 'CANCELADA',
      checkin_em: null,
      checkout_em: null,
    });
    expect(answer.stay).toMatchObject({
      checkedInAt: null,
      checkedOutAt: null,
      cancelledAt: expect.any(String),
      failure: null,
    });
  });

  it('shows a failure while FNRH is down, and tries again until it answers', async () => {
    fnrh.down = true;
    const { id, answer } = await approved({}, 1);
    expect(answer.stay?.failure).toMatchObject({ code: 'unreachable', status: 503 });
    expect(answer.progress).toEqual({ state: 'failed', at: null });
    fnrh.down = false;
    const recovered = await waitFor(
      async () => (await fnrhOf(id)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.guests.length === 1 && fnrhAnswer.stay.failure === null,
    );
    expect(recovered.stay?.reservaId).toBe(fnrh.reservationNumbered(id)?.reserva_id);
  });

  it('names what the form lacks when the guest answered before the host opted in', async () => {
    const { answer } = await approved({ transport: '' }, 1);
    expect(answer.stay?.failure).toMatchObject({
      code: 'missing-data',
      fields: [{ field: 'main.transport', message: null }],
    });
  });

  // Walk of issue 32: FNRH refused every stay whose guest chose "other" or "prefer not to inform".
  it("takes from a host on FNRH's guest only a purpose and transport FNRH's lists have", async () => {
    const id = await aGuestReservation(world.app, property);
    const sent = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      {
        data: aCompleteForm({
          submit: true,
          gender: 'woman',
          visitPurpose: 'notInformed',
          transport: 'other',
        }),
      },
      guestHeaders(property, { 'accept-language': 'pt-BR' }),
    );
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'visitPurpose', message: 'Motivo da viagem inválido' },
        { field: 'transport', message: 'Meio de transporte inválido' },
      ]),
    });
  });

  // Walk of issue 32: FNRH's means of transport include a bicycle and on foot.
  it("registers a guest who comes by bicycle or on foot with FNRH's codes for them", async () => {
    for (const [transport, code] of [
      ['bicycle', 'BICICLETA'],
      ['onFoot', 'PE'],
    ]) {
      const { id, answer } = await approved({ transport }, 1);
      expect(answer.stay?.failure).toBeNull();
      expect(fnrh.reservationNumbered(id)?.hospedes[0]?.fnrh).toMatchObject({
        meio_transporte_id: code,
      });
    }
  });

  // Walk of issue 32: an answer FNRH's lists lack, given before the host was on FNRH, could
  // only be sent again as it was; the host now corrects it for FNRH.
  it("sends FNRH the host's correction of a trip purpose and transport its lists lack", async () => {
    const late = await world.aHost('Caio Tardio');
    const lateProperty = await aHostWithProperty(world.app, late.member, { depositAmount: 0 });
    const id = await aGuestReservation(world.app, lateProperty);
    const form = { gender: 'man', visitPurpose: 'notInformed', transport: 'other' };
    const saved = await saveCompleteForm(world.app, lateProperty, id, form);
    expect(saved.status).toBe(200);
    await submitForm(world.app, late.id, id);
    expect((await optIn({}, late)).status).toBe(200);
    await late.api(`/stays/approve-reservation/${id}`, { method: 'POST', body: { confirm: true } });
    const failed = await waitFor(
      async () => (await fnrhOf(id, late)).body.stay?.failure,
      (failure) => failure != null,
    );
    expect(failed).toMatchObject({
      code: 'unknown-code',
      fields: [{ field: 'main.visitPurpose', message: 'fnrh/motivos_viagem: OUTRO' }],
    });
    const correct = (body: Record<string, unknown>, owner = late) =>
      owner.api<ReservationFnrh>(`/stays/reservations/${id}/fnrh/trip`, {
        method: 'PUT',
        headers: { 'accept-language': 'pt-BR' },
        body,
      });
    expect((await correct({ visitPurpose: 'other', transport: 'car' })).body).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'visitPurpose', message: 'Motivo da viagem inválido' }],
    });
    expect((await correct({ visitPurpose: 'work', transport: 'car' }, host)).status).toBe(404);
    const corrected = await correct({ visitPurpose: 'work', transport: 'car' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      progress: { state: 'sent' },
      stay: { failure: null, guests: [{ guest: 'main' }] },
    });
    expect(fnrh.reservationNumbered(id)?.hospedes[0]?.fnrh).toEqual({
      motivo_viagem_id: 'NEGOCIOS',
      meio_transporte_id: 'AUTOMOVEL',
    });
  });

  it('on the check-in day, as the host chose: the approval waits, then registers and checks in', async () => {
    const early = await world.aHost('Bia Chegada');
    const earlyProperty = await aHostWithProperty(world.app, early.member, { depositAmount: 0 });
    expect((await optIn({ trigger: 'checkin' }, early)).status).toBe(200);
    const id = await approve({}, early, earlyProperty);
    const events = await streamOf(world.app, id);
    const approval = events.find((event) => event.type === 'ReservationApproved')!;
    const jobId = `government-fnrh-${approval.id}`;
    const job = await waitFor(
      async () =>
        (await government.queue.getJobState(jobId)) === 'delayed'
          ? await government.queue.getJob(jobId)
          : undefined,
      (found) => found !== undefined,
    );
    expect((await fnrhOf(id, early)).body).toEqual({
      enabled: true,
      trigger: 'checkin',
      progress: { state: 'awaiting-checkin', at: '2027-03-10T17:00:00.000Z' },
      stay: null,
    });
    expect(fnrh.reservationNumbered(id)).toBeUndefined();
    jest
      .spyOn(world.app.app.get(FnrhClock, { strict: false }), 'now')
      .mockReturnValue(new Date('2027-03-10T14:30:00-03:00'));
    await job!.promote();
    const answer = await waitFor(
      async () => (await fnrhOf(id, early)).body,
      (fnrhAnswer) => fnrhAnswer.stay?.checkedInAt != null,
    );
    // Checked in as of the stay's check-in moment, not the worker's.
    expect(answer.stay?.checkedInAt).toBe('2027-03-10T17:00:00.000Z');
    expect(fnrh.reservationNumbered(id)).toMatchObject({
      situacao: 'EM_ANDAMENTO',
      checkin_em: '2027-03-10T17:00:00.000Z',
    });
  });

  it('is refused by FNRH for a minor without a responsible adult, in its own words', async () => {
    const client = new FnrhClient({
      ...{ apiUrl: fnrhSettings(fnrh).FNRH_API_URL, user: FNRH_USER, apiKey: FNRH_KEY },
      operatorCpf: OPERATOR,
    });
    const { reservaId } = await client.createReservation({
      numero_reserva: 'avulsa',
      data_entrada: '2027-03-10',
      data_saida: '2027-03-13',
    });
    const pessoa = await client.createPerson({
      nome: 'Lia Silva',
      data_nascimento: '2016-06-01',
      numero_documento: '11144477735',
      tipo_documento_id: 'CPF',
      genero_id: 'MULHER',
      PaisNacionalidade_id: 'BR',
    });
    const refusal = await client
      .addGuest(reservaId, {
        pessoa_id: pessoa,
        fnrh: { motivo_viagem_id: 'LAZER_FERIAS', meio_transporte_id: 'AVIAO' },
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FnrhFailed);
    expect((refusal as FnrhFailed).failure).toEqual({
      code: 'minor-without-responsible',
      status: 400,
      fields: [
        {
          field: 'responsavel_id',
          message: 'Menor de idade deve estar vinculado a um responsável',
        },
      ],
    });
  });

  it("sends nothing for a host who is off, and keeps a stay's FNRH to its account", async () => {
    const other = await world.aHost('Rui Sem FNRH');
    const otherProperty = await aHostWithProperty(world.app, other.member, { depositAmount: 0 });
    const id = await aGuestReservation(world.app, otherProperty);
    expect((await fnrhOf(id, other)).body).toEqual({
      enabled: false,
      trigger: null,
      progress: { state: 'off', at: null },
      stay: null,
    });
    expect((await fnrhOf(id)).status).toBe(404);
  });
});
