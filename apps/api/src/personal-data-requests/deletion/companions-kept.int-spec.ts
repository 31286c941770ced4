import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { apiAs, findLeftovers, leftoversBesideKeptName, waitFor } from '@chegada/testing';
import { aJpeg } from '../../guest-form/__fixtures__/guest-form-fixtures';
import { LivenessFrames } from '../../identity';
import { reservationCalls, send } from '../../reservations/__fixtures__';
import { RetentionClock, RetentionRun } from '../../retention';
import {
  aDataRequestsWorld,
  askAndConfirm,
  aSubmittedStay,
  JOANA,
  needlesOf,
} from '../__fixtures__/data-requests-world';
import { livenessChecksOf } from '../__fixtures__/companions';

type Guest = Record<string, unknown>;
type Page = { data: { form: { name?: string; cpf?: string; additionalGuests?: Guest[] } } };
type Documents = { items: Array<{ guest: string; kind: string; url: string }> };

const ANA = {
  name: 'Ana Lima',
  cpf: '123.456.789-09',
  birthDate: '1990-04-02',
  phone: '+55 41 99123-4567',
};
const PEDRO = { name: 'Pedro Prado', birthDate: '2018-05-05' };

describe('a holder’s deletion, with an adult companion and a minor on the stay', () => {
  const world = aDataRequestsWorld();
  const page = async (id: string) => {
    const answer = await apiAs(world.app, world.owner)<Page>(`/stays/local/${id}`);
    return { status: answer.status, body: answer.body.data };
  };
  const documents = (id: string) =>
    apiAs(world.app, world.owner)<Documents>(`/stays/reservations/${id}/documents`);
  const companionFiles = (id: string): string[] => {
    try {
      return readdirSync(join(world.filesDir, 'companions', id), { recursive: true }).map(String);
    } catch {
      return [];
    }
  };

  const aStayOfThree = async (): Promise<{ id: string; ana: string }> => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 2, children: 1, additionalGuests: [ANA, PEDRO], submit: false },
      files: {
        guest_0_doc_front: await aJpeg('ana.jpg'),
        guest_0_doc_selfie: await aJpeg('ana-selfie.jpg'),
        guest_1_doc_front: await aJpeg('pedro.jpg'),
      },
    });
    const cancelled = await send(
      world.app,
      world.owner,
      reservationCalls(id, world.owner.id).cancel,
    );
    expect(cancelled.status).toBe(200);
    const listed = (await documents(id)).body.items;
    const ana = listed.find((item) => item.kind === 'doc_selfie' && item.guest !== 'main')?.guest;
    if (!ana) throw new Error('no companion selfie stored');
    return { id, ana };
  };

  it('erases the holder and the minor in their care, and the host still reads the adult companion', async () => {
    const { id, ana } = await aStayOfThree();

    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    expect(request.status).toBe('answered');

    // The host's review: the holder and the minor are gone, the adult companion is as typed.
    const after = await page(id);
    expect(after.status).toBe(200);
    expect(after.body.form.name).toBeUndefined();
    expect(after.body.form.cpf).toBeUndefined();
    expect(after.body.form.additionalGuests).toEqual([
      expect.objectContaining({ ...ANA, cpf: ANA.cpf.replace(/\D/g, '') }),
    ]);
    expect(JSON.stringify(after.body)).not.toContain(PEDRO.name);
    // Her document and selfie still open for the host; nobody else's file is left.
    const files = (await documents(id)).body.items;
    expect(files.map((file) => [file.guest, file.kind]).sort()).toEqual([
      [ana, 'doc_front'],
      [ana, 'doc_selfie'],
    ]);
    for (const file of files) {
      const opened = await fetch(`${world.app.baseUrl}${file.url}`);
      expect(opened.status).toBe(200);
      expect((await opened.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // The holder's CPF, e-mail and phone are nowhere, their name only in the kept record.
    expect(
      await waitFor(
        () => leftoversBesideKeptName(world.app, needlesOf(JOANA)),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
    expect(
      await waitFor(
        () => findLeftovers(world.app, [PEDRO.name]),
        (found) => found.length === 0,
      ),
    ).toEqual([]);
  });

  it('of a stay to come, takes the holder’s selfie at once and leaves the companion’s', async () => {
    const id = await aSubmittedStay(world, JOANA, {
      form: { adults: 2, children: 1, additionalGuests: [ANA, PEDRO], submit: false },
      files: { guest_0_doc_selfie: await aJpeg('ana-selfie.jpg') },
    });
    const selfies = async () =>
      (await documents(id)).body.items
        .filter((item) => item.kind === 'doc_selfie')
        .map((item) => item.guest !== 'main');
    expect((await selfies()).sort()).toEqual([false, true]);

    const request = await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

    expect(request.status).toBe('open');
    // Only the companion's selfie is left: the holder's face went with their request.
    expect(await selfies()).toEqual([true]);
  });

  /** A passed liveness check of each guest, its frame and descriptor under the biometric key. */
  const livenessOfEach = async (id: string, guests: readonly string[]) => {
    const frames = world.app.app.get(LivenessFrames, { strict: false });
    const sessions = await livenessChecksOf(world, id, guests);
    // Each guest's check (its row: gone with the rest of a stay over) and first frame.
    const left = async () => {
      const { rows } = await sql<{ guest: string; descriptor: unknown; frames: number }>`
        select guest, descriptor, frames from identity_liveness_sessions
         where reservation_id = ${id}`.execute(world.app.database.db);
      const checks = new Map(rows.map((row) => [row.guest, row]));
      return Object.fromEntries(
        await Promise.all(
          Object.entries(sessions).map(async ([guest, session]): Promise<[string, unknown]> => {
            const check = checks.get(guest);
            const frame = String(await frames.open(id, session, 0));
            return [guest, { checked: check !== undefined, descriptor: check?.descriptor, frame }];
          }),
        ),
      );
    };
    return { left };
  };

  it.each([
    ['over', true],
    ['to come', false],
  ])(
    'of a stay %s, takes the liveness frames of the holder and the minor, and leaves the adult companion’s',
    async (_, over) => {
      const id = over
        ? (await aStayOfThree()).id
        : await aSubmittedStay(world, JOANA, {
            form: { adults: 2, children: 1, additionalGuests: [ANA, PEDRO], submit: false },
          });
      const keys = ((await page(id)).body.form.additionalGuests ?? []).map((g) => String(g.key));
      const [ana, pedro] = keys as [string, string];
      const liveness = await livenessOfEach(id, ['main', ana, pedro]);

      await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });

      // A stay over: the checks' rows go with the holder's data (walk59); else only their faces.
      const gone = over
        ? { checked: false, descriptor: undefined, frame: 'null' }
        : { checked: true, descriptor: null, frame: 'null' };
      expect(await liveness.left()).toEqual({
        main: gone,
        [pedro]: gone,
        [ana]: { checked: true, descriptor: 'sealed', frame: `frame of ${ana}` },
      });
    },
  );

  it('lets the retention period take the companion too, at its time', async () => {
    const { id } = await aStayOfThree();
    await askAndConfirm(world, id, JOANA.email, { kind: 'deletion' });
    // Retention plans from the list (a projection): it runs once the list shows the deletion.
    await waitFor(
      async () =>
        (
          await apiAs(
            world.app,
            world.owner,
          )<{
            items: Array<{ id: string; sensitiveDataRemoved: boolean }>;
          }>('/stays/reservations?perPage=100')
        ).body.items.find((item) => item.id === id),
      (row) => row?.sensitiveDataRemoved === true,
    );
    expect((await page(id)).body.form.additionalGuests).toHaveLength(1);
    expect(companionFiles(id)).not.toEqual([]);

    // Checkout 2027-03-13 plus the default 12 months: kept until the start of 2028-03-13 in
    // Brasília (03:00 UTC), when the retention job erases the stay's own data too (one rule).
    const clock = jest.spyOn(RetentionClock.prototype, 'now');
    const retention = world.app.app.get(RetentionRun, { strict: false });
    try {
      clock.mockReturnValue(new Date('2028-03-13T02:59:59.999Z'));
      await retention.run();
      expect((await page(id)).body.form.additionalGuests).toHaveLength(1);

      clock.mockReturnValue(new Date('2028-03-13T03:00:00.000Z'));
      expect((await retention.run()).keptRecords).toBeGreaterThanOrEqual(1);
    } finally {
      clock.mockRestore();
    }
    expect((await page(id)).body.form.additionalGuests).toBeUndefined();
    expect((await documents(id)).body.items).toEqual([]);
    expect(companionFiles(id)).toEqual([]);
  });
});
