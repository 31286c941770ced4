import { startAccountsApp, waitFor, type JsonResponse, type TestApp } from '@chegada/testing';

type Closable = { close(): Promise<void> };
/** What a booking source's panel answers: its view, with the end of its last sync. */
type SyncPanel = JsonResponse<{ data: { lastSyncAt?: string | null } | null }>;

/**
 * A booking source's peer and the API with its worker (the peer's localhost allowed by
 * ICAL_ALLOWED_PRIVATE_HOSTS), started once for the spec file; the worker reads every source
 * each `syncSeconds`; `env` adds settings, given the started peer.
 */
export const aSyncWorld = <Peer extends Closable>(
  startPeer: () => Promise<Peer>,
  syncSeconds: number,
  env: (peer: Peer) => Record<string, string>,
) => {
  const world = {} as { peer: Peer; app: TestApp };
  beforeAll(async () => {
    world.peer = await startPeer();
    world.app = await startAccountsApp({
      ROLE: 'api,projections,worker',
      BOOKINGS_SYNC_SECONDS: String(syncSeconds),
      ICAL_ALLOWED_PRIVATE_HOSTS: 'localhost',
      ...env(world.peer),
    });
  });
  afterAll(async () => {
    await world.app.close();
    await world.peer.close();
  });
  return world;
};

const lastSyncAt = (panel: SyncPanel) => panel.body.data?.lastSyncAt ?? '';

/** Waits for `read` to show a sync that ended after `before` (an ISO time, '' for any). */
export const syncAfter = async <Panel extends SyncPanel>(
  read: () => Promise<Panel>,
  before: string,
  timeoutMs?: number,
) =>
  (await waitFor(read, (panel) => lastSyncAt(panel) > before, timeoutMs)).body.data as NonNullable<
    Panel['body']['data']
  >;

/**
 * "Sync now" (`start`), then what that sync did, as `read` shows it: the first sync that started
 * at or after the request (a panel's time is its sync's start), so a pass already running when
 * the test changed something (it reads the old state) is never taken for the one asked for.
 */
export const syncNow = async <Panel extends SyncPanel>(
  read: () => Promise<Panel>,
  start: () => Promise<unknown>,
  timeoutMs?: number,
) => {
  const before = new Date(Date.now() - 1).toISOString();
  await start();
  return syncAfter(read, before, timeoutMs);
};
