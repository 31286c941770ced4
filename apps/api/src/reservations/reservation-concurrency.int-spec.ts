import { anOwner, apiAs } from '@chegada/testing';
import { callNames, reservationCalls, send } from './__fixtures__/reservation-calls';
import {
  aHostWithProperty,
  createReservation,
  insertResidence,
  reservationBody,
  streamOf,
  submitForm,
  type Answer,
} from './__fixtures__/reservation-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('reservation commands: revisions, retries, idempotency and metadata', () => {
  const host = aHostWithProperty();

  const newReservation = () => createReservation(host.app, host.owner, host.residenceId);
  const callsFor = (id: string) => reservationCalls(id, host.owner.id);

  describe('If-Match', () => {
    it('answers 409 with the current revision when stale, and succeeds with the right one', async () => {
      const id = await newReservation();
      const page = await send(host.app, host.owner, callsFor(id).get);
      expect(page.headers.get('etag')).toBe('"0"');
      await send(host.app, host.subUser, callsFor(id).visibility);

      const stale = await send(host.app, host.owner, callsFor(id).maxGuests, { 'if-match': '"0"' });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        statusCode: 409,
        code: 'STALE_REVISION',
        currentRevision: 1,
      });
      expect(await streamOf(host.app, id)).toHaveLength(2);

      const fresh = await send(host.app, host.owner, callsFor(id).maxGuests, { 'if-match': '"1"' });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).toBe('"2"');
      expect(fresh.body.data).toMatchObject({ maxGuests: 5, revision: 2 });
    });

    it.each(['W/"0"', '0', '*'])('accepts %s', async (ifMatch) => {
      const id = await newReservation();
      const response = await send(host.app, host.owner, callsFor(id).maxGuests, {
        'if-match': ifMatch,
      });
      expect(response.status).toBe(200);
    });

    it('answers 400 to an If-Match that names no revision', async () => {
      const id = await newReservation();
      const response = await send(host.app, host.owner, callsFor(id).maxGuests, {
        'if-match': '"abc"',
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'If-Match', message: 'Formato inválido' }]);
    });
  });

  describe('without If-Match, concurrent commands are retried on fresh state', () => {
    it('three changes that all apply: each lands once, in some order', async () => {
      const id = await newReservation();
      const calls = callsFor(id);
      const responses = await Promise.all([
        send(host.app, host.owner, calls.maxGuests),
        send(host.app, host.subUser, calls.visibility),
        send(host.app, host.owner, calls.extend),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
      const events = await streamOf(host.app, id);
      expect(events.map((event) => event.type).sort()).toEqual([
        'CheckoutExtended',
        'FormHidden',
        'MaxGuestsUpdated',
        'ReservationCreated',
      ]);
      const page = await send(host.app, host.owner, calls.get);
      expect(page.body.data).toMatchObject({ maxGuests: 5, hidden: true, revision: 3 });
    });

    it('approve and refuse at once: exactly one wins, the other is refused by the new status', async () => {
      const id = await newReservation();
      await submitForm(host.app, host.owner.id, id);
      const calls = callsFor(id);
      const [approve, refuse] = await Promise.all([
        send(host.app, host.owner, calls.approve),
        send(host.app, host.subUser, calls.refuse),
      ]);
      expect([approve.status, refuse.status].sort()).toEqual([200, 422]);
      const loser = approve.status === 422 ? approve : refuse;
      expect(loser.body.code).toBe('TRANSITION_NOT_ALLOWED');
      const events = await streamOf(host.app, id);
      expect(events).toHaveLength(3);
      const page = await send(host.app, host.owner, calls.get);
      expect(page.body.data.status).toBe(approve.status === 200 ? 3 : 5);
    });
  });

  describe('Idempotency-Key', () => {
    it('a repeated key answers the first answer and appends nothing', async () => {
      const id = await newReservation();
      const headers = { 'idempotency-key': `approve-${id}` };
      await submitForm(host.app, host.owner.id, id);
      const first = await send(host.app, host.owner, callsFor(id).approve, headers);
      const again = await send(host.app, host.subUser, callsFor(id).approve, headers);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await streamOf(host.app, id)).toHaveLength(3);
    });

    it('creating twice with one key makes one reservation', async () => {
      const headers = { 'idempotency-key': 'create-once-0001' };
      const create = () =>
        apiAs(host.app, host.owner)<Answer>('/stays/reservations', {
          body: reservationBody(host.residenceId),
          headers,
        });
      const first = await create();
      const again = await create();
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body.data.id).toBe(first.body.data.id);
    });

    it('the same key with another request answers 422 and changes nothing', async () => {
      const id = await newReservation();
      const headers = { 'idempotency-key': `max-${id}` };
      const call = callsFor(id).maxGuests;
      await send(host.app, host.owner, call, headers);
      const other = await send(
        host.app,
        host.owner,
        { ...call, body: { id, maxGuests: 3 } },
        headers,
      );
      expect(other.status).toBe(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await streamOf(host.app, id)).toHaveLength(2);
    });

    it('every command route checks the key before running anything', async () => {
      const id = await newReservation();
      const headers = { 'idempotency-key': 'two words' };
      for (const name of callNames.filter((call) => call !== 'get')) {
        const answer = await send(host.app, host.owner, callsFor(id)[name], headers);
        expect({ name, status: answer.status, body: answer.body }).toMatchObject({
          name,
          status: 400,
          body: { code: 'VALIDATION_FAILED', errors: [{ field: 'Idempotency-Key' }] },
        });
      }
      expect(await streamOf(host.app, id)).toHaveLength(1);
    });

    it('a repeat of an answer with more than the reservation answers all of it', async () => {
      const id = await newReservation();
      const headers = { 'idempotency-key': `extend-${id}` };
      const first = await send(host.app, host.owner, callsFor(id).extend, headers);
      const again = await send(host.app, host.owner, callsFor(id).extend, headers);
      expect(first.body).toMatchObject({ success: true, newPasscode: null });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await streamOf(host.app, id)).toHaveLength(2);
    });

    it('a failed request frees its key; another account may use the same key', async () => {
      const id = await newReservation();
      const headers = { 'idempotency-key': `approve-early-${id}` };
      const early = await send(host.app, host.owner, callsFor(id).approve, headers);
      expect(early.status).toBe(422);
      await submitForm(host.app, host.owner.id, id);
      const later = await send(host.app, host.owner, callsFor(id).approve, headers);
      expect(later.status).toBe(200);

      const other = await anOwner(host.app, 'Other host');
      const othersId = await createReservation(
        host.app,
        other,
        await insertResidence(host.app, other.id),
      );
      const theirs = await send(
        host.app,
        other,
        reservationCalls(othersId, other.id).maxGuests,
        headers,
      );
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.id).toBe(othersId);
    });
  });

  it('stores who, from where and why on every event', async () => {
    const requestId = `req-${Date.now()}-metadata`;
    const headers = { 'x-request-id': requestId, 'user-agent': 'ReservationTest/1.0' };
    const created = await apiAs(host.app, host.owner)<Answer>('/stays/reservations', {
      body: reservationBody(host.residenceId),
      headers,
    });
    const id = created.body.data.id;
    await send(host.app, host.subUser, callsFor(id).visibility, {
      ...headers,
      'x-request-id': `${requestId}-2`,
    });

    const [creation, hiding] = await streamOf(host.app, id);
    expect(creation!.metadata).toMatchObject({
      actorId: host.owner.id,
      actorRole: 'DEFAULT_USER',
      correlationId: requestId,
      userAgent: 'ReservationTest/1.0',
    });
    // The address is an access log entry (access_log, kept 6 months), never kept in the event log.
    expect(creation!.metadata.ip).toBeUndefined();
    expect(creation!.metadata.causationId).toMatch(UUID);
    expect(Date.parse(creation!.metadata.occurredAt)).not.toBeNaN();
    expect(hiding!.metadata).toMatchObject({
      actorId: host.subUser.id,
      actorRole: 'SUBUSER',
      correlationId: `${requestId}-2`,
    });
    expect(hiding!.metadata.causationId).not.toBe(creation!.metadata.causationId);
    expect(creation!.id).toMatch(UUID);
    expect(hiding!.id).not.toBe(creation!.id);
  });
});
