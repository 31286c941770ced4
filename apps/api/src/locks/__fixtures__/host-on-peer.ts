import { anOwner, startAccountsApp, type Member, type TestApp } from '@chegada/testing';
import { insertResidence } from '../../reservations/__fixtures__';
import { peerSettings, TTLockPeer } from './ttlock-peer';

/**
 * For the file: a TTLock peer that knows the app account and holds `locks`, the API started
 * against it (with `settings`, e.g. its roles), and an owner with a property that uses no lock
 * yet.
 */
export const aHostOnTTLockPeer = (
  account: { username: string; password: string },
  locks: readonly { id: number; alias: string; hasGateway?: boolean }[],
  settings: Record<string, string> = {},
) => {
  const host = {} as { peer: TTLockPeer; app: TestApp; owner: Member; residenceId: string };
  beforeAll(async () => {
    host.peer = await new TTLockPeer(account.username, account.password).start();
    for (const lock of locks) host.peer.addLock(lock.id, lock.alias, lock.hasGateway);
    host.app = await startAccountsApp({ ...settings, ...peerSettings(host.peer) });
    host.owner = await anOwner(host.app, 'Host');
    host.residenceId = await insertResidence(host.app, host.owner.id, { usesTTLock: false });
  });
  afterAll(async () => {
    await host.app.close();
    await host.peer.stop();
  });
  return host;
};
