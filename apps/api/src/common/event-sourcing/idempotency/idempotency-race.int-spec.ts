import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  aHostWithProperty,
  createReservation,
  reservationCalls,
  send,
  streamOf,
} from '../../../reservations/__fixtures__';

/**
 * Issue 28: the same Idempotency-Key sent twice at once, and a key a crashed request left
 * claimed. The command changes the reservation (PUT /stays/updateMaxGuests), so every run
 * of its work would show as one more event in the stream.
 */
describe('Idempotency-Key under a race and after a crash', () => {
  const host = aHostWithProperty();
  const newReservation = () => createReservation(host.app, host.owner, host.residenceId);
  const maxGuestsOf = (id: string) => reservationCalls(id, host.owner.id).maxGuests;
  const appendsAfterCreation = async (id: string) => (await streamOf(host.app, id)).length - 1;

  it('twice at once: one success and one replay of it or a 409, and one append', async () => {
    // Several pairs, so that some truly overlap: every one must hold.
    const ids = await Promise.all(Array.from({ length: 8 }, () => newReservation()));
    const pairs = await Promise.all(
      ids.map(async (id) => {
        const headers = { 'idempotency-key': `race-${id}` };
        const call = maxGuestsOf(id);
        const answers = await Promise.all([
          send(host.app, host.owner, call, headers),
          send(host.app, host.subUser, call, headers),
        ]);
        return { id, answers };
      }),
    );
    for (const { id, answers } of pairs) {
      const [first, second] = answers.sort((a, b) => a.status - b.status);
      expect(first?.status).toBe(200);
      expect(first?.body.data).toMatchObject({ maxGuests: 5, revision: 1 });
      if (second?.status === 409) {
        expect(second.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      } else {
        expect(second?.status).toBe(200);
        expect(second?.body).toEqual(first?.body);
        const replayed = answers.map((answer) => answer.headers.get('idempotent-replayed'));
        expect(replayed.filter((value) => value === 'true')).toHaveLength(1);
      }
      expect({ id, appends: await appendsAfterCreation(id) }).toEqual({ id, appends: 1 });
    }
  });

  /** The row a request leaves when its process dies between claiming the key and answering. */
  const claimLeftByCrash = async (key: string, claimedAgo: string, id: string) => {
    const call = maxGuestsOf(id);
    const fingerprint = createHash('sha256')
      .update(`${call.method} /api${call.path}\n${JSON.stringify(call.body ?? null)}`)
      .digest('hex');
    await sql`
      insert into idempotency_keys (account_id, key, request_fingerprint, created_at)
      values (${host.owner.id}, ${key}, ${fingerprint}, now() - ${claimedAgo}::interval)`.execute(
      host.app.database.db,
    );
  };

  it('a claim a crash left blocks the key only until it expires, then the retry succeeds', async () => {
    const fresh = await newReservation();
    await claimLeftByCrash(`crash-${fresh}`, '5 seconds', fresh);
    const whileClaimed = await send(host.app, host.owner, maxGuestsOf(fresh), {
      'idempotency-key': `crash-${fresh}`,
    });
    expect(whileClaimed.status).toBe(409);
    expect(whileClaimed.body.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(await appendsAfterCreation(fresh)).toBe(0);

    const old = await newReservation();
    await claimLeftByCrash(`crash-${old}`, '2 minutes', old);
    const headers = { 'idempotency-key': `crash-${old}` };
    const retry = await send(host.app, host.owner, maxGuestsOf(old), headers);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ maxGuests: 5, revision: 1 });
    const again = await send(host.app, host.owner, maxGuestsOf(old), headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(await appendsAfterCreation(old)).toBe(1);
  });
});
