import { randomUUID } from 'node:crypto';
import { anOwner, apiAs, theAdmin, type Member } from '@chegada/testing';
import {
  NEW_CHECKOUT,
  callNames,
  reservationCalls,
  send,
  type CallName,
} from './__fixtures__/reservation-calls';
import {
  aHostWithProperty,
  createReservation,
  streamOf,
  submitForm,
} from './__fixtures__/reservation-fixtures';

const EN = { 'accept-language': 'en-US' };
const COMMAND_HEADERS = ['If-Match', 'Idempotency-Key', 'X-Request-Id'];
type OpenApiOperation = { summary?: string; parameters?: { name: string }[] };

describe('reservation commands over HTTP', () => {
  const host = aHostWithProperty({ maxGuests: 6, usesTTLock: true });
  let stranger: Member;
  let admin: Member;

  beforeAll(async () => {
    stranger = await anOwner(host.app, 'Stranger');
    admin = await theAdmin(host.app);
  });

  const newReservation = (overrides: Record<string, unknown> = {}) =>
    createReservation(host.app, host.owner, host.residenceId, overrides);
  const callsFor = (id: string) => reservationCalls(id, host.subUser.id);
  const run = async (id: string, name: CallName) => {
    const response = await send(host.app, host.owner, callsFor(id)[name], EN);
    if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
    return response;
  };

  describe('each command, from a status that allows it', () => {
    // Steps that bring a fresh reservation (TO_FORM) to where the command applies.
    const setups: Record<Exclude<CallName, 'get'>, (id: string) => Promise<unknown>> = {
      approve: (id) => submitForm(host.app, host.owner.id, id),
      refuse: (id) => submitForm(host.app, host.owner.id, id),
      cancel: async () => undefined,
      revert: (id) => run(id, 'cancel'),
      finishCheckout: async (id) => {
        await submitForm(host.app, host.owner.id, id);
        await run(id, 'approve');
      },
      visibility: async () => undefined,
      guestStatus: (id) => submitForm(host.app, host.owner.id, id),
      extend: async () => undefined,
      maxGuests: async () => undefined,
      responsible: async () => undefined,
      dynamicPassword: async () => undefined,
      removeSensitiveData: (id) => run(id, 'cancel'),
    };
    const expected: Record<keyof typeof setups, [message: string, data: object]> = {
      approve: ['Reservation approved', { status: 3, statusName: 'ENDED' }],
      refuse: ['Reservation refused', { status: 5 }],
      cancel: ['Reservation cancelled', { status: 6 }],
      revert: ['Cancellation reverted', { status: 0 }],
      finishCheckout: ['Checkout finished', { status: 7 }],
      visibility: ['Form visibility updated', { hidden: true, status: 0 }],
      guestStatus: ['Reservation sent back to review', { status: 1 }],
      extend: ['Stay dates changed', { checkout: NEW_CHECKOUT }],
      maxGuests: ['Maximum guests updated', { maxGuests: 5 }],
      responsible: ['Responsible user updated', { status: 0 }],
      dynamicPassword: ['Dynamic password updated', { status: 0 }],
      removeSensitiveData: ['Sensitive data removed', { sensitiveDataRemoved: true }],
    };

    it.each(Object.keys(setups) as (keyof typeof setups)[])('%s succeeds', async (name) => {
      const id = await newReservation();
      await setups[name](id);
      const before = (await streamOf(host.app, id)).length;
      const response = await send(host.app, host.owner, callsFor(id)[name], EN);
      const [message, data] = expected[name];
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, message, data });
      expect(response.headers.get('etag')).toBe(`"${before}"`);
      expect(response.body.data.revision).toBe(before);
      if (name === 'extend') expect(response.body.newPasscode).toBeNull();
    });

    it('names the responsible user and shows the shredded guest as removed', async () => {
      const id = await newReservation();
      await run(id, 'responsible');
      await run(id, 'cancel');
      await run(id, 'removeSensitiveData');
      const page = await send(host.app, host.owner, callsFor(id).get);
      expect(page.body.data).toMatchObject({
        responsibleUserId: host.subUser.id,
        guestName: null,
        sensitiveDataRemoved: true,
        status: 6,
      });
    });
  });

  describe('rules the lifecycle refuses: 422', () => {
    it('approving a reservation still waiting for the form names the action and the status', async () => {
      const id = await newReservation();
      const approve = callsFor(id).approve;
      const messages = await Promise.all(
        ['pt-BR', 'en-US', 'es-ES'].map(async (language) => {
          const response = await send(host.app, host.owner, approve, {
            'accept-language': language,
          });
          expect(response.status).toBe(422);
          expect(response.body.code).toBe('TRANSITION_NOT_ALLOWED');
          return response.body.message;
        }),
      );
      expect(messages).toEqual([
        'Não é possível aprovar uma reserva com status "Aguardando o formulário"',
        'Cannot approve a reservation in status "Waiting for the form"',
        'No se puede aprobar una reserva en estado "Esperando el formulario"',
      ]);
      expect(await streamOf(host.app, id)).toHaveLength(1);
    });

    it.each([
      ['approve without confirming', 'approve', { confirm: false }, 'CONFIRMATION_REQUIRED'],
      ['the guest status to anything but 1', 'guestStatus', { status: 2 }, 'INVALID_GUEST_STATUS'],
    ] as const)('%s', async (_case, name, body, code) => {
      const id = await newReservation();
      await submitForm(host.app, host.owner.id, id);
      const response = await send(host.app, host.owner, { ...callsFor(id)[name], body }, EN);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe(code);
    });

    it("fewer guests than registered: 'Max guests reached!'", async () => {
      const id = await newReservation();
      await submitForm(host.app, host.owner.id, id, 3);
      const call = callsFor(id).maxGuests;
      const response = await send(
        host.app,
        host.owner,
        { ...call, body: { id, maxGuests: 2 } },
        EN,
      );
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'MAX_GUESTS_REACHED',
        message: 'Max guests reached!',
      });
    });

    it('says what each status change did, in the caller’s language', async () => {
      const id = await newReservation();
      const said = async (name: CallName, language: string) =>
        (await send(host.app, host.owner, callsFor(id)[name], { 'accept-language': language })).body
          .message;
      expect(await said('cancel', 'pt-BR')).toBe('Reserva cancelada');
      expect(await said('revert', 'es-ES')).toBe('Cancelación revertida');
    });

    it.each([
      [
        'a door code for a cancelled reservation, which opens nothing (issue 27)',
        async () => {
          const id = await newReservation();
          await run(id, 'cancel');
          return id;
        },
        'TRANSITION_NOT_ALLOWED',
        'Cannot change the dynamic password of a reservation in status "Cancelled"',
      ],
    ] as const)('%s', async (_case, reservation, code, message) => {
      const id = await reservation();
      const response = await send(host.app, host.owner, callsFor(id).dynamicPassword, EN);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code, message });
    });
  });

  describe("another account's reservation", () => {
    let id: string;
    let unknownId: string;
    beforeAll(async () => {
      id = await newReservation();
      unknownId = randomUUID();
    });

    it.each(callNames)(
      '%s answers 404 exactly as an unknown id, changing nothing',
      async (name) => {
        // The stranger names a user of its own account, so only the reservation is foreign.
        const foreign = await send(host.app, stranger, reservationCalls(id, stranger.id)[name], EN);
        const unknown = await send(
          host.app,
          stranger,
          reservationCalls(unknownId, stranger.id)[name],
          EN,
        );
        expect(foreign.status).toBe(404);
        expect(foreign.body).toEqual(unknown.body);
        expect(await streamOf(host.app, id)).toHaveLength(1);
      },
    );
  });

  it.each(callNames)('%s answers 403 to an administrator', async (name) => {
    const id = await newReservation();
    const response = await send(host.app, admin, callsFor(id)[name]);
    expect(response.status).toBe(403);
  });

  it('documents every route in OpenAPI, with If-Match and Idempotency-Key on commands', async () => {
    const { body } = await apiAs(host.app)<{
      paths: Record<string, Record<string, OpenApiOperation>>;
    }>('/docs-json');
    const documented = Object.entries(body.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    const create = { method: 'POST', path: '/stays/reservations' };
    for (const call of [create, ...Object.values(callsFor('{id}'))]) {
      const path = `/api${call.path}`;
      const found = documented.find(
        (entry) => entry.path === path && entry.method === call.method.toLowerCase(),
      );
      expect(found?.operation.summary).toBeTruthy();
      const headers = (found?.operation.parameters ?? []).map((parameter) => parameter.name);
      if (call.method !== 'GET') expect(headers).toEqual(expect.arrayContaining(COMMAND_HEADERS));
    }
  });

  describe('bad bodies: 400, never 500', () => {
    const tooLong = 'x'.repeat(501);
    const rows: [CallName, (id: string) => unknown][] = [
      ['approve', () => ({})],
      ['approve', () => ({ confirm: 'yes' })],
      ['finishCheckout', () => ({ confirm: true, extra: 1 })],
      ['refuse', (id) => ({ id, refuseMotive: '   ' })],
      ['refuse', (id) => ({ id, refuseMotive: tooLong })],
      ['refuse', () => ({ id: 'not-a-uuid', refuseMotive: 'x' })],
      ['cancel', (id) => ({ id, cancelMotive: 'x' })],
      ['cancel', (id) => ({ id, cancelMotive: 'x', userId: randomUUID() })],
      ['cancel', (id) => ({ id, cancelMotive: 'x', userId: stranger.id })],
      ['revert', (id) => ({ id })],
      ['visibility', (id) => ({ id, hiddenMotive: 42 })],
      ['visibility', (id) => ({ id, hiddenMotive: 'duplicada\u0000' })],
      ['refuse', (id) => ({ id, refuseMotive: 'ilegível \ud800' })],
      ['cancel', (id) => ({ id, cancelMotive: 'desistiu\u0000', userId: host.owner.id })],
      ['guestStatus', () => ({ status: 'abc' })],
      ['guestStatus', () => ({ status: 1.5 })],
      ['extend', (id) => ({ id, CheckIn: '2026-12-20', checkout: '2026-12-19', confirm: true })],
      ['extend', (id) => ({ id, CheckIn: 'tomorrow', checkout: NEW_CHECKOUT, confirm: true })],
      ['maxGuests', (id) => ({ id, maxGuests: 0 })],
      ['maxGuests', (id) => ({ id, maxGuests: '5' })],
      ['responsible', (id) => ({ reservationId: id, responsibleUserId: 'me' })],
      ['responsible', (id) => ({ reservationId: id, responsibleUserId: randomUUID() })],
      ['responsible', (id) => ({ reservationId: id, responsibleUserId: stranger.id })],
      ['dynamicPassword', () => ({ dynamicPassword: 'abc' })],
      ['dynamicPassword', () => ({ dynamicPassword: 123456 })],
      ['approve', () => '{"confirm": tru'],
    ];

    it.each(rows)('%s with bad body #%#', async (name, body) => {
      const id = await newReservation();
      const call = { ...callsFor(id)[name], body: body(id) };
      const response = await send(host.app, host.owner, call, EN);
      expect(response.status).toBe(400);
      expect(['VALIDATION_FAILED', 'INVALID_JSON']).toContain(response.body.code);
      expect(await streamOf(host.app, id)).toHaveLength(1);
    });
  });

  it('lets a user name themselves as who cancels, and not a user of another account', async () => {
    const id = await newReservation();
    const cancel = (as: Member, userId: string) =>
      send(host.app, as, { ...callsFor(id).cancel, body: { id, cancelMotive: 'x', userId } }, EN);
    expect((await cancel(stranger, stranger.id)).status).toBe(404);
    expect((await cancel(host.owner, stranger.id)).status).toBe(400);
    expect((await cancel(host.subUser, host.subUser.id)).status).toBe(200);
    expect((await streamOf(host.app, id)).at(-1)).toMatchObject({
      type: 'ReservationCancelled',
      data: { userId: host.subUser.id },
    });
  });
});
