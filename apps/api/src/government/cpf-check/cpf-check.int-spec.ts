import { sql } from 'kysely';
import type { GuestCpfCheck, ReservationCpfChecks } from '@chegada/contracts';
import { waitFor } from '@chegada/testing';
import {
  aBillingWorld,
  startBillingWorld,
  type BillingWorld,
} from '../../billing/__fixtures__/billing-world';
import {
  aGuestReservation,
  aHostWithProperty,
  saveCompleteForm,
  type Host,
} from '../../guest-form/__fixtures__/guest-form-fixtures';
import { submitForm } from '../../reservations/__fixtures__';
import { SerproPeer, serproSettings } from '../__fixtures__/serpro-peer';

const MARIA = '52998224725';

// Issue 32: each guest's CPF against the Receita's register, through a local Serpro, paid by
// the host's credits while billing is on; a result for the host, never a refusal.
describe("the CPF checked against the Receita's register, through a Serpro peer", () => {
  let serpro: SerproPeer;
  let world: BillingWorld;
  let property: Host;
  let host: Awaited<ReturnType<BillingWorld['aHost']>>;

  beforeAll(async () => {
    serpro = await new SerproPeer().start();
    world = await startBillingWorld({
      ...serproSettings(serpro),
      CREDITS_CPF_CHECK_CENTAVOS: '50',
    });
    host = await world.aHost('Paula Checa');
    property = await aHostWithProperty(world.app, host.member, { depositAmount: 0 });
    await sql`insert into credit_transactions (account_id, amount, kind) values (${host.id}, 1000, 'grant')`.execute(
      world.app.database.db,
    );
  });
  afterAll(async () => {
    await world.app.close();
    await serpro.stop();
  });

  /** A stay whose main guest sent `form`; answers its checks once the worker has run them. */
  const submitted = async (form: Record<string, unknown>, on: Host = property, owner = host) => {
    const id = await aGuestReservation(world.app, on);
    const saved = await saveCompleteForm(world.app, on, id, form);
    expect(saved.status).toBe(200);
    await submitForm(world.app, owner.id, id);
    const checks = await waitFor(
      async () =>
        (await owner.api<ReservationCpfChecks>(`/stays/reservations/${id}/cpf-checks`)).body,
      (answer) => answer.guests?.length === 1,
    );
    return { id, check: checks.guests[0] as GuestCpfCheck, configured: checks.configured };
  };

  const register = (cpf: string, nome: string, nascimento: string, codigo = '0') =>
    serpro.register.set(cpf, {
      nome,
      nascimento,
      codigo,
      descricao: codigo === '0' ? 'Regular' : 'Cancelada',
    });

  it('says a regular CPF whose name and birth date match, drawing its price once', async () => {
    register(MARIA, 'MARIA SILVA', '01041990');
    const { check, configured } = await submitted({});
    expect(configured).toBe(true);
    expect(check).toMatchObject({
      guest: 'main',
      status: 'checked',
      situation: 'regular',
      nameMatches: true,
      birthDateMatches: true,
    });
    const { body } = await host.api<{
      data: { kind: string; amount: number; description: string | null }[];
    }>('/transactions');
    expect(body.data.filter((line) => line.description === 'CPF · Receita Federal')).toEqual([
      expect.objectContaining({ kind: 'usage', amount: -50 }),
    ]);
  });

  it('flags a cancelled CPF and what differs, without refusing anyone', async () => {
    register('11144477735', 'JOAO PEREIRA', '02021985', '9');
    const { id, check } = await submitted({
      cpf: '111.444.777-35',
      name: 'João Pereira Souza',
      birthDate: '1985-02-03',
    });
    expect(check).toMatchObject({
      status: 'checked',
      situation: 'cancelled',
      nameMatches: false,
      birthDateMatches: false,
    });
    const { body } = await host.api<{ data: { statusName: string } }>(`/stays/local/${id}`);
    expect(body.data.statusName).toBe('TO_APROVE');
  });

  // Walk of issue 32: the list's "needs identity review" filter left out what the badge flagged.
  it("lists a stay whose CPF check differs under the list's needs-review filter", async () => {
    register(MARIA, 'MARIA SILVA', '01041990');
    const matching = await submitted({});
    const misnamed = await submitted({ name: 'Maria Silva Costa' });
    expect(misnamed.check).toMatchObject({ situation: 'regular', nameMatches: false });
    // Walk of issue 32: a cancelled stay has nothing left to review, flagged or not.
    const cancelled = await submitted({ name: 'Maria Silva Costa' });
    const cancel = await host.api('/stays/cancelForm', {
      method: 'PUT',
      body: { id: cancelled.id, cancelMotive: 'Hóspede desistiu', userId: host.id },
    });
    expect(cancel.status).toBe(200);
    // Both guests' faces as passed: once the identity module has recorded its review of each
    // stay (guests without a selfie ask for one), it says nothing is left to look at.
    const ids = [matching.id, misnamed.id];
    const { db } = world.app.database;
    await waitFor(
      () =>
        sql<{ n: number }>`select count(*)::int as n from identity_reviews
                             where reservation_id in (${sql.join(ids)})`.execute(db),
      (result) => result.rows[0]?.n === 2,
    );
    await sql`update identity_reviews set needs_review = false
                where reservation_id in (${sql.join(ids)})`.execute(db);
    const listed = async (needsReview: boolean) => {
      const { body } = await host.api<{ items: { id: string }[] }>(
        `/stays/reservations?needsReview=${needsReview}&perPage=100`,
      );
      return body.items.map((item) => item.id);
    };
    const flagged = await waitFor(
      () => listed(true),
      (ids) => !ids.includes(cancelled.id),
    );
    expect(flagged).toContain(misnamed.id);
    expect(flagged).not.toContain(matching.id);
    expect(await listed(false)).toContain(matching.id);
  });

  it('says when the register has no such CPF', async () => {
    const { check } = await submitted({ cpf: '935.411.347-80' });
    expect(check).toMatchObject({ status: 'not-found', situation: null });
  });

  /** How many CPF checks the account has paid for. */
  const cpfLines = async () => {
    const { body } = await host.api<{ data: { description: string | null }[] }>('/transactions');
    return body.data.filter((line) => line.description === 'CPF · Receita Federal').length;
  };

  /** The reservation's check once `until` holds of it. */
  const checkOf = (id: string, until: (check: GuestCpfCheck) => boolean) =>
    waitFor(
      async () =>
        (await host.api<ReservationCpfChecks>(`/stays/reservations/${id}/cpf-checks`)).body
          .guests[0] as GuestCpfCheck,
      (check) => check !== undefined && until(check),
    );

  it('renews an expired token, and records a throttled check as failed, Serpro busy', async () => {
    serpro.expireTokens();
    const issued = serpro.tokensIssued;
    const renewed = await submitted({});
    expect(renewed.check.status).toBe('checked');
    expect(serpro.tokensIssued).toBe(issued + 1);
    serpro.throttled = true;
    const throttled = await submitted({});
    serpro.throttled = false;
    expect(throttled.check).toMatchObject({ status: 'failed', failure: 'busy' });
    // The worker tries it again by itself once Serpro answers.
    expect(await checkOf(throttled.id, (check) => check.status === 'checked')).toMatchObject({
      situation: 'regular',
      failure: null,
    });
  });

  // Walk of issue 32: a failed check was never tried again, and a 401 read as a 429.
  it('says our credentials were refused, and passes once they are fixed, by itself or at once', async () => {
    register(MARIA, 'MARIA SILVA', '01041990');
    const paid = await cpfLines();
    serpro.expireTokens();
    serpro.refusesCredentials = true;
    const refused = await submitted({});
    expect(refused.check).toMatchObject({ status: 'failed', failure: 'credentials' });
    // The host's "Check again" while still refused: still failed, said the same.
    const again = await host.api<ReservationCpfChecks>(
      `/stays/reservations/${refused.id}/cpf-checks/check-again`,
      { method: 'POST' },
    );
    expect(again.status).toBe(201);
    expect(again.body.guests[0]).toMatchObject({ status: 'failed', failure: 'credentials' });
    serpro.refusesCredentials = false;
    expect(await checkOf(refused.id, (check) => check.status === 'checked')).toMatchObject({
      situation: 'regular',
      nameMatches: true,
      failure: null,
    });
    // Paid once, however many times it was tried.
    expect(await cpfLines()).toBe(paid + 1);
  });

  it('checks a failed CPF again at once when the host asks', async () => {
    serpro.throttled = true;
    const throttled = await submitted({});
    expect(throttled.check).toMatchObject({ status: 'failed', failure: 'busy' });
    serpro.throttled = false;
    const again = await host.api<ReservationCpfChecks>(
      `/stays/reservations/${throttled.id}/cpf-checks/check-again`,
      { method: 'POST' },
    );
    expect(again.body.guests[0]).toMatchObject({ status: 'checked', failure: null });
    const stranger = await world.aHost('Otto Curioso');
    const foreign = await stranger.api(
      `/stays/reservations/${throttled.id}/cpf-checks/check-again`,
      { method: 'POST' },
    );
    expect(foreign.status).toBe(404);
  });

  it('skips the check of an account with no credits left, and says so', async () => {
    const poor = await world.aHost('Rui Sem Crédito');
    const poorProperty = await aHostWithProperty(world.app, poor.member, { depositAmount: 0 });
    const lookups = serpro.lookups.length;
    const { check } = await submitted({}, poorProperty, poor);
    expect(check).toMatchObject({ status: 'no-credits', situation: null });
    expect(serpro.lookups).toHaveLength(lookups);
  });

  it("keeps another account's checks to itself", async () => {
    const { id } = await submitted({});
    const stranger = await world.aHost('Sara Curiosa');
    expect((await stranger.api(`/stays/reservations/${id}/cpf-checks`)).status).toBe(404);
  });
});

describe('with no Serpro contract', () => {
  const world = aBillingWorld({ BILLING_PROVIDER: 'none' });

  it('records the check as off, and the answer says checks are not configured', async () => {
    const host = await world.aHost('Tina Sem Serpro');
    const property = await aHostWithProperty(world.app, host.member, { depositAmount: 0 });
    const id = await aGuestReservation(world.app, property);
    await saveCompleteForm(world.app, property, id);
    await submitForm(world.app, host.id, id);
    const answer = await waitFor(
      async () =>
        (await host.api<ReservationCpfChecks>(`/stays/reservations/${id}/cpf-checks`)).body,
      (checks) => checks.guests?.length === 1,
    );
    expect(answer).toMatchObject({ configured: false, guests: [{ status: 'off' }] });
  });
});
