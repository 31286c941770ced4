import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { waitFor } from '@chegada/testing';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { aGuestFilesWorld } from '../__fixtures__/guest-files-world';
import {
  aGuestReservation,
  aJpeg,
  guestHeaders,
  putGuestForm,
} from '../__fixtures__/guest-form-fixtures';
import { GuestDataRemoval } from './guest-data-removal';

describe('removing a guest’s data survives the API process dying halfway', () => {
  const world = aGuestFilesWorld('guest-removal', { ROLE: 'api,projections,worker' });

  const keyOf = async (reservationId: string) =>
    (
      await sql<{ shredded_at: Date | null }>`
        select shredded_at from personal_data_keys where subject_id = ${reservationId}`.execute(
        world.app.database.db,
      )
    ).rows[0];
  const uploadRows = async (reservationId: string) =>
    (
      await sql<{ count: string }>`
        select count(*) from guest_uploads where reservation_id = ${reservationId}`.execute(
        world.app.database.db,
      )
    ).rows[0]?.count;
  const documentRows = async (reservationId: string) =>
    (
      await sql<{ count: string }>`
        select count(*) from guest_documents where reservation_id = ${reservationId}`.execute(
        world.app.database.db,
      )
    ).rows[0]?.count;

  it('the worker shreds the key and removes the documents of a removal recorded without them', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const saved = await putGuestForm(
      world.app,
      `/stays/guestForm/${id}`,
      { data: { name: 'Maria Silva', submit: false }, files: { doc_selfie: await aJpeg() } },
      guestHeaders(world.host),
    );
    expect(saved.status).toBe(200);
    expect(world.storedFiles(id)).toHaveLength(1);
    expect(
      (await send(world.app, world.owner, reservationCalls(id, world.owner.id).cancel)).status,
    ).toBe(200);

    // What a request that died right after its append leaves: the removal is recorded, and
    // neither the key's shredding nor the clean-up in its process ever ran.
    const store = world.app.app.get<symbol, EventStore>(EVENT_STORE);
    const streamId = reservationStreamId(id);
    const stream = await store.readStream(streamId);
    await store.append(
      streamId,
      [
        {
          id: randomUUID(),
          type: 'SensitiveDataRemoved',
          data: {},
          metadata: {
            actorId: world.owner.id,
            actorRole: 'DEFAULT_USER',
            correlationId: randomUUID(),
            causationId: randomUUID(),
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      { streamState: stream.at(-1)!.revision },
    );

    const shredded = await waitFor(
      () => keyOf(id),
      (key) => key?.shredded_at instanceof Date,
    );
    await waitFor(
      async () => world.storedFiles(id),
      (files) => files.length === 0,
    );
    expect(
      await waitFor(
        () => documentRows(id),
        (count) => count === '0',
      ),
    ).toBe('0');
    const effects = await waitFor(
      async () =>
        (
          await sql<{ status: string }>`
            select status from effect_log
             where handler = 'remove-guest-data' and stream_id = ${streamId}`.execute(
            world.app.database.db,
          )
        ).rows,
      (rows) => rows[0]?.status === 'completed',
    );
    expect(effects).toEqual([{ status: 'completed' }]);

    // Running it again (a retried job) changes nothing, and keeps when the key was shredded.
    await world.app.app.get(GuestDataRemoval).complete(id);
    expect(await keyOf(id)).toEqual(shredded);
    expect(world.storedFiles(id)).toEqual([]);
  });

  it('removes an upload left halfway when the world.host removes the guest’s data', async () => {
    const id = await aGuestReservation(world.app, world.host);
    const bytes = (await aJpeg()).bytes;
    const url = `${world.app.baseUrl}/api/stays/guestForm/${id}/uploads`;
    const started = await fetch(url, {
      method: 'POST',
      headers: { ...guestHeaders(world.host), 'content-type': 'application/json' },
      body: JSON.stringify({
        field: 'doc_front',
        size: bytes.length,
        name: 'rg.jpg',
        type: 'image/jpeg',
      }),
    });
    expect(started.status).toBe(201);
    const { uploadId } = (await started.json()) as { uploadId: string };
    const half = await fetch(`${url}/${uploadId}`, {
      method: 'PATCH',
      headers: {
        ...guestHeaders(world.host),
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
      },
      body: new Uint8Array(bytes.subarray(0, 100)),
    });
    expect(half.status).toBe(200);
    expect(await uploadRows(id)).toBe('1');

    expect(
      (await send(world.app, world.owner, reservationCalls(id, world.owner.id).cancel)).status,
    ).toBe(200);
    const removed = await send(
      world.app,
      world.owner,
      reservationCalls(id, world.owner.id).removeSensitiveData,
    );
    expect(removed.status).toBe(200);
    expect(
      await waitFor(
        () => uploadRows(id),
        (count) => count === '0',
      ),
    ).toBe('0');
    // The guest's phone, resuming, finds nothing to resume.
    const resumed = await fetch(`${url}/${uploadId}`, {
      method: 'HEAD',
      headers: guestHeaders(world.host),
    });
    expect(resumed.status).not.toBe(200);
  });
});
