import {
  aSubUserOf,
  anOwner,
  apiAs,
  startMessagingApp,
  untilEffectsFinished,
  untilQueuesIdle,
  type Member,
  type TestApp,
} from '@chegada/testing';
import {
  aGuestReservation,
  aHostWithProperty,
  submitCompleteForm,
  type Host,
} from '../../../guest-form/__fixtures__/guest-form-fixtures';
import { connectAndPickLock } from '../../../locks/__fixtures__/connect-lock';
import { peerSettings, TTLockPeer } from '../../../locks/__fixtures__/ttlock-peer';
import { MESSAGES_QUEUE } from '../../../message-delivery';
import { reservationCalls } from '../../../reservations/__fixtures__';

/** The TTLock account both hosts connect (a stranger could hold the same lock app). */
const TTLOCK_ACCOUNT = { username: 'hosts@ttlock.test', password: 'ttlock-password' };
export const LOCK_ID = 3141592;

/** Account A, with something behind every kind of id its routes take. */
export type AccountA = {
  owner: Member;
  subUser: Member;
  host: Host;
  reservationId: string;
  documentIds: string[];
};

/** Another account: the callers who must find nothing of A's. */
export type AccountB = { owner: Member; subUser: Member };

export type TwoAccounts = { app: TestApp; a: AccountA; b: AccountB };

type Documents = { items: { id: string }[] };

/** Every effect due has run (the guest link sent, the host told): A's data stands still. */
export const untilSettled = async (app: TestApp): Promise<void> => {
  // The door code's message is due hours before a check-in months away: it waits, delayed.
  await untilEffectsFinished(app, null, (handler) => handler !== 'message-door-code');
  await untilQueuesIdle(app, [MESSAGES_QUEUE], { ignoreDelayed: true });
};

/**
 * The API with its worker and real SMTP, WhatsApp and TTLock peers, account A (owner,
 * sub-user, a property on a lock, a reservation whose guest sent documents, its messages
 * delivered) and account B (owner and sub-user, connected to the same TTLock account), started
 * once for the file.
 */
export const twoAccounts = (): TwoAccounts => {
  const world = {} as TwoAccounts;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const peer = await new TTLockPeer(TTLOCK_ACCOUNT.username, TTLOCK_ACCOUNT.password).start();
    peer.addLock(LOCK_ID, 'Front door');
    const { app } = await startMessagingApp(peerSettings(peer));
    close = async () => {
      await app.close();
      await peer.stop();
    };
    const owner = await anOwner(app, 'Owner A');
    const host = await aHostWithProperty(app, owner, { usesTTLock: true });
    await connectAndPickLock(apiAs(app, owner), TTLOCK_ACCOUNT, host.residenceId, LOCK_ID);
    const reservationId = await aGuestReservation(app, host);
    const submitted = await submitCompleteForm(app, host, reservationId);
    if (submitted.status !== 200) throw new Error(`guest form: ${submitted.status}`);
    const documents = await apiAs(
      app,
      owner,
    )<Documents>(`/stays/reservations/${reservationId}/documents`);
    // Approved, the stay gets its door code; on the lock now, as the host's "try again" does.
    const approve = reservationCalls(reservationId, owner.id).approve;
    await apiAs(app, owner)(approve.path, { method: approve.method, body: approve.body });
    await apiAs(app, owner)(`/locks/reservations/${reservationId}/retry`, { method: 'POST' });
    const ownerB = await anOwner(app, 'Owner B');
    world.app = app;
    world.a = {
      owner,
      subUser: await aSubUserOf(app, owner, 'Helper A'),
      host,
      reservationId,
      documentIds: documents.body.items.map((item) => item.id),
    };
    await apiAs(app, ownerB)('/locks/ttlock', { method: 'PUT', body: TTLOCK_ACCOUNT });
    world.b = { owner: ownerB, subUser: await aSubUserOf(app, ownerB, 'Helper B') };
    await untilSettled(app);
  });
  afterAll(() => close());
  return world;
};

// A document's link is signed afresh, with a new expiry, on every read.
const MINTED_PER_READ = new Set(['url', 'expiresAt']);
const withoutMintedLinks = (body: unknown): unknown =>
  JSON.parse(
    JSON.stringify(body, (key, value: unknown) => (MINTED_PER_READ.has(key) ? undefined : value)),
  );

type Read = { status: number; body: unknown };

/** What A's owner and sub-user read of A's data, by path: compared before and after the walk. */
export const readAccountA = async ({ app, a }: TwoAccounts): Promise<Record<string, Read>> => {
  const asOwner = apiAs(app, a.owner);
  const reservation = `/stays/reservations/${a.reservationId}`;
  const reads = [
    `/residences/${a.host.residenceId}`,
    `/stays/local/${a.reservationId}`,
    `${reservation}/events`,
    `${reservation}/documents`,
    `${reservation}/deliveries`,
    `/locks/reservations/${a.reservationId}`,
    '/users',
    '/me',
    '/stays/reservations',
  ];
  const answers = await Promise.all(
    reads.map(async (path) => {
      const { status, body } = await asOwner(path);
      return [path, { status, body: withoutMintedLinks(body) }] as const;
    }),
  );
  const subUser = await apiAs(app, a.subUser)('/me');
  return { ...Object.fromEntries(answers), subUserMe: { status: subUser.status, body: null } };
};
