import type { Pool } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { EventStore } from '@chegada/event-store';
import { runRebuild } from '../rebuild/rebuild-command';
import { ProjectionRunner } from '../runner/projection-runner';
import { aMetadata, anEvent } from '../../../libs/event-store/src/__fixtures__/events';
import { recordingLogger, waitFor } from '../__fixtures__/test-log';
import { auditTrailProjection, type AuditEventsTable } from './audit-trail.projection';
import {
  createTestStore,
  type TestStore,
} from '../../../libs/event-store/src/__fixtures__/test-store';

jest.setTimeout(20_000);

const output = () => {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    out: (line: string) => lines.out.push(line),
    err: (line: string) => lines.err.push(line),
  };
};

describe('audit trail', () => {
  let store: TestStore;
  let pool: Pool;
  let db: Kysely<unknown>;
  let eventStore: EventStore;
  let runner: ProjectionRunner;

  const readTrail = async () =>
    (
      await sql<AuditEventsTable>`
        select * from audit_events order by stream_id, revision`.execute(db)
    ).rows;

  beforeAll(async () => {
    store = await createTestStore();
    ({ pool, db, eventStore } = store);
    runner = new ProjectionRunner({
      pool,
      eventStore,
      projection: auditTrailProjection,
      logger: recordingLogger(),
    });
  });
  afterAll(async () => {
    await runner.stop();
    await store.close();
  });

  it('records every event with its metadata and field names, in stream order', async () => {
    const metadata = aMetadata({ actorRole: 'GUEST', actorId: null, guestLink: 'r1/g1' });
    await eventStore.append('reservation-1', [
      anEvent({ type: 'ReservationCreated', data: { checkIn: '2026-12-01' } }),
      anEvent({ type: 'GuestDetailsSubmitted', data: { name: 'Maria', cpf: 'x' }, metadata }),
    ]);
    await eventStore.append('property-1', [anEvent({ type: 'PropertyRenamed' })]);
    runner.start();
    const rows = await waitFor(readTrail, (trail) => trail.length === 3);
    expect(rows.map((row) => [row.stream_id, row.revision, row.event_type])).toEqual([
      ['property-1', 0, 'PropertyRenamed'],
      ['reservation-1', 0, 'ReservationCreated'],
      ['reservation-1', 1, 'GuestDetailsSubmitted'],
    ]);
    expect(rows[2]).toMatchObject({
      actor_id: null,
      actor_role: 'GUEST',
      guest_link: 'r1/g1',
      correlation_id: metadata.correlationId,
      ip: null,
      occurred_at: new Date(metadata.occurredAt),
      changed_fields: ['cpf', 'name'],
    });
    expect(JSON.stringify(rows)).not.toContain('Maria');
  });

  it('refuses to rebuild while a runner owns the projection', async () => {
    const printed = output();
    expect(await runRebuild(['audit-trail'], { DATABASE_URL: store.database.url }, printed)).toBe(
      1,
    );
    expect(printed.lines.err.join('\n')).toMatch(/audit-trail is being run by backend pid \d+/);
  });

  it('rebuilds to the same rows and says how many events it applied', async () => {
    await eventStore.append('reservation-1', [anEvent({ type: 'ReservationApproved' })]);
    const live = await waitFor(readTrail, (trail) => trail.length === 4);
    await runner.stop();
    const printed = output();
    expect(await runRebuild(['audit-trail'], { DATABASE_URL: store.database.url }, printed)).toBe(
      0,
    );
    expect(printed.lines.out).toEqual([
      expect.stringMatching(/^Rebuilt audit-trail: applied 4 events/),
    ]);
    expect(await readTrail()).toEqual(live);
  });

  it('exits 2 naming the known projections when the name is unknown', async () => {
    const printed = output();
    expect(await runRebuild(['nope'], { DATABASE_URL: store.database.url }, printed)).toBe(2);
    expect(printed.lines.err.join('\n')).toContain('Unknown projection "nope"');
    expect(printed.lines.err.join('\n')).toContain('Projections: audit-trail');
    expect(await runRebuild([], {}, output())).toBe(2);
  });
});
