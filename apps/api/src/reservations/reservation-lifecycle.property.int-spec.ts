import fc from 'fast-check';
import { sql } from 'kysely';
import {
  ReservationStatus,
  evolve,
  initialState,
  type ReservationEvent,
  type ReservationState,
} from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import { aSubUserOf, anOwner, apiAs, theAdmin, waitFor, type TestApp } from '@chegada/testing';
import {
  ACCOUNT_ACTORS,
  play,
  stepSequence,
  type Played,
  type World,
} from './__fixtures__/lifecycle-steps';
import { insertResidence, streamOf, type Answer } from './__fixtures__/reservation-fixtures';
import { startReadModelApp, type ReadModelApp } from './queries/__fixtures__/read-model-app';
import type { ReservationListPage } from './queries/list/reservation-list.repository';
import type { ReservationStatistics } from './queries/statistics';

/** The read side's clock: check-ins are generated around it, for preferencialReservations. */
const NOW = new Date('2026-12-10T15:00:00.000Z');
// Fixed, so CI replays the same runs; fast-check prints it (and the path) with a counterexample.
const SEED = 20261122;
const NUM_RUNS = 25;
const MAX_STEPS = 12;

type ListItem = ReservationListPage['items'][number];
type ListAnswer = { items: ListItem[]; total: number; statistics: ReservationStatistics };
type Folded = Extract<ReservationState, { kind: 'existing' }>;

const fold = (events: RecordedEvent[]): Folded => {
  const state = events.reduce<ReservationState>(
    (current, { type, data }) => evolve(current, { type, data } as ReservationEvent),
    initialState(),
  );
  if (state.kind !== 'existing') throw new Error('A stream without ReservationCreated');
  return state;
};

const { TO_FORM, TO_VALIDATE, TO_APROVE, ENDED, FILLING, REFUSED, CANCELED, CHECKOUT_FINISHED } =
  ReservationStatus;
const HOURS_48 = 48 * 3_600_000;
const SETTLED: readonly number[] = [CANCELED, ENDED, CHECKOUT_FINISHED];

/** The counters of reservation-lifecycle.md, counted item by item. */
const countOver = (items: ListItem[], now: Date): ReservationStatistics => {
  const visible = items.filter((item) => !item.hidden);
  const count = (...statuses: number[]) =>
    visible.filter((item) => statuses.includes(item.status)).length;
  const soon = (item: ListItem) => {
    const checkIn = new Date(item.CheckIn).getTime() - now.getTime();
    return checkIn >= 0 && checkIn < HOURS_48;
  };
  return {
    pending: count(TO_FORM),
    filling: count(FILLING),
    waitingApproval: count(TO_APROVE, TO_VALIDATE),
    approved: count(ENDED),
    checkoutFinished: count(CHECKOUT_FINISHED),
    refused: count(REFUSED),
    cancelled: count(CANCELED),
    hidden: items.length - visible.length,
    total: visible.length,
    preferencialReservations: visible.filter((item) => !SETTLED.includes(item.status) && soon(item))
      .length,
  };
};

describe('the reservation lifecycle, under random commands from random actors', () => {
  let read: ReadModelApp;
  let app: TestApp;
  let members: World['members'];

  beforeAll(async () => {
    read = await startReadModelApp(NOW);
    app = read.app;
    const owner = await anOwner(app, 'Hanna Host');
    members = {
      owner,
      subUser: await aSubUserOf(app, owner, 'Sami Sub'),
      stranger: await anOwner(app, 'Olga Other'),
      admin: await theAdmin(app),
    };
  });

  afterAll(() => read.close());

  /** Waits until the list projection applied every event of the streams. */
  const caughtUp = (streams: Map<string, RecordedEvent[]>) =>
    waitFor(
      async () =>
        (
          await sql<{ id: string; revision: number }>`
            select id, revision from reservation_list
            where id = any(${[...streams.keys()]}::uuid[])`.execute(app.database.db)
        ).rows,
      (rows) =>
        rows.length === streams.size &&
        rows.every(({ id, revision }) => revision === streams.get(id)!.length - 1),
    );

  const list = async (residenceId: string, hidden: boolean) => {
    const query = `residenceId=${residenceId}&hidden=${hidden}&perPage=100`;
    const response = await apiAs(app, members.owner)<ListAnswer>(`/stays/reservations?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  /** (3): each stream holds the accepted commands only, all by the account's members. */
  const expectOnlyTheAccountActed = (played: Played, streams: Map<string, RecordedEvent[]>) => {
    expect(played.unexpected).toEqual([]);
    const accountIds = ACCOUNT_ACTORS.map((actor) => members[actor].id);
    for (const [id, events] of streams) {
      expect({ id, events: events.length }).toEqual({ id, events: played.accepted.get(id) });
      for (const { metadata } of events) expect(accountIds).toContain(metadata.actorId);
    }
  };

  /** (1): the list and the host's page show the status and flag the events fold to. */
  const expectReadModelsFoldTheStreams = async (
    items: ListItem[],
    streams: Map<string, RecordedEvent[]>,
  ) => {
    expect(items.map((item) => item.id).sort()).toEqual([...streams.keys()].sort());
    for (const [id, events] of streams) {
      const { status, hidden } = fold(events);
      const item = items.find((candidate) => candidate.id === id)!;
      expect({ id, status: item.status, hidden: item.hidden }).toEqual({ id, status, hidden });
      const page = await apiAs(app, members.subUser)<Answer>(`/stays/local/${id}`);
      expect({ id, status: page.body.data.status, hidden: page.body.data.hidden }).toEqual({
        id,
        status,
        hidden,
      });
      expect(page.body.data.revision).toBe(events.length - 1);
    }
  };

  const checkSequence = async (world: World, played: Played) => {
    const streams = new Map(
      await Promise.all(played.ids.map(async (id) => [id, await streamOf(app, id)] as const)),
    );
    expectOnlyTheAccountActed(played, streams);
    await caughtUp(streams);
    const [shown, hidden] = await Promise.all([
      list(world.residenceId, false),
      list(world.residenceId, true),
    ]);
    const items = [...shown.items, ...hidden.items];
    await expectReadModelsFoldTheStreams(items, streams);
    // (2): the counters ignore the hidden tab, so both pages carry the same ones.
    expect(shown.statistics).toEqual(countOver(items, NOW));
    expect(hidden.statistics).toEqual(shown.statistics);
    expect(shown.total).toBe(shown.items.length);
  };

  it('keeps streams, list, page and counters in agreement; strangers and the admin change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(stepSequence(MAX_STEPS), fc.boolean(), async (steps, usesTTLock) => {
        // A property per run: its reservations are this run's only, and the list filters by it.
        const residenceId = await insertResidence(app, members.owner.id, { usesTTLock });
        const world: World = { app, members, residenceId, now: NOW };
        await checkSequence(world, await play(world, steps));
      }),
      // Shrinking replays over HTTP: bounded, so a failure reports within Jest's timeout.
      { numRuns: NUM_RUNS, seed: SEED, interruptAfterTimeLimit: 60_000 },
    );
  });
});
