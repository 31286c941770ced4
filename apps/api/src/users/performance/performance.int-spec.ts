import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '@chegada/testing';
import { aSubUserOf, anOwner, apiAs, startAccountsApp, type Member } from '@chegada/testing';

const start = new Date('2026-12-01T12:00:00Z');
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('GET /api/users/performance', () => {
  let app: TestApp;
  let owner: Member;

  beforeAll(async () => {
    app = await startAccountsApp();
    owner = await anOwner(app, 'Ana');
  });
  afterAll(() => app.close());

  /** A reservation's history as the audit trail projection records it. */
  const history = async (events: [type: string, actor: Member | null, minute: number][]) => {
    const streamId = `reservation-${randomUUID()}`;
    for (const [revision, [type, actor, minute]] of events.entries()) {
      await sql`
        insert into audit_events (event_id, stream_id, revision, event_type, actor_id, actor_role,
                                  occurred_at, recorded_at, position)
        values (${randomUUID()}, ${streamId}, ${revision}, ${type}, ${actor?.id ?? null},
                ${actor ? 'DEFAULT_USER' : 'GUEST'}, ${minutesLater(minute)}, now(), '0')`.execute(
        app.database.db,
      );
    }
  };

  const performance = async (member: Member) =>
    (await apiAs(app, member)<{ data: unknown[] }>('/users/performance')).body.data;

  const noDecisionTimes = { averageApprovalMinutes: null, medianDecisionMinutes: null };
  const times = (averageApprovalMinutes: number, medianDecisionMinutes: number) => ({
    averageApprovalMinutes,
    medianDecisionMinutes,
  });

  it('shows every user of the account with zeros before any decision', async () => {
    const subUser = await aSubUserOf(app, owner, 'Bruno');
    expect(await performance(owner)).toEqual([
      { userId: owner.id, name: 'Ana', approved: 0, refused: 0, ...noDecisionTimes },
      { userId: subUser.id, name: 'Bruno', approved: 0, refused: 0, ...noDecisionTimes },
    ]);
  });

  it('counts each user’s decisions and the time from the latest submission to approval', async () => {
    const host = await anOwner(app, 'Carla');
    const reception = await aSubUserOf(app, host, 'Davi');
    const idle = await aSubUserOf(app, host, 'Eva');
    const stranger = await anOwner(app, 'Fábio');
    await history([
      ['ReservationSubmitted', null, 0],
      ['ReservationApproved', host, 30],
    ]);
    // No submission recorded: timed from the reservation's first event.
    await history([
      ['ReservationCreated', host, 0],
      ['ReservationApproved', reception, 90],
    ]);
    await history([
      ['ReservationSubmitted', null, 0],
      ['ReservationRefused', reception, 5],
    ]);
    // Refused, fixed by the guest and approved: 20 minutes after the second submission.
    await history([
      ['ReservationSubmitted', null, 0],
      ['ReservationRefused', reception, 10],
      ['ReservationSubmitted', null, 60],
      ['ReservationApproved', reception, 80],
    ]);
    await history([
      ['ReservationSubmitted', null, 0],
      ['ReservationApproved', stranger, 1],
    ]);
    expect(await performance(host)).toEqual([
      { userId: host.id, name: 'Carla', approved: 1, refused: 0, ...times(30, 30) },
      // Decisions after 90, 5, 10 and 20 minutes: the middle two average 15.
      { userId: reception.id, name: 'Davi', approved: 2, refused: 2, ...times(55, 15) },
      { userId: idle.id, name: 'Eva', approved: 0, refused: 0, ...noDecisionTimes },
    ]);
    expect(await performance(stranger)).toEqual([
      { userId: stranger.id, name: 'Fábio', approved: 1, refused: 0, ...times(1, 1) },
    ]);
  });
});
