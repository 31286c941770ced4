import { apiAs, waitFor } from '@chegada/testing';
import { connectAndPickLock } from './__fixtures__/connect-lock';
import { aHostOnTTLockPeer } from './__fixtures__/host-on-peer';

const LOCK = 6_161;
const TTLOCK_USER = 'owner@ttlock.test';
const TTLOCK_PASSWORD = 'senha-do-app';

type TestCode = { data: { passcode: string | null; removeAt: string | null } };
type Removal = {
  data: {
    removeAt: string;
    removedAt: string | null;
    error: { code: number | null; message: string; retrying: boolean } | null;
  } | null;
};

// Issue 16: a test code does not stay on the host's lock. Its validity is cut to 3 seconds
// here (TTLOCK_TEST_CODE_SECONDS) so the worker's deletion comes without waiting half an hour.
describe('a test code is deleted from the lock when it ends, by the worker, against a TTLock peer', () => {
  const host = aHostOnTTLockPeer(
    { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    [{ id: LOCK, alias: 'Porta' }],
    { ROLE: 'api,worker', TTLOCK_TEST_CODE_SECONDS: '3' },
  );
  const api = () => apiAs(host.app, host.owner);
  const testCode = () =>
    api()<TestCode>(`/locks/residences/${host.residenceId}/test-code`, { method: 'POST' });
  const removal = () =>
    api()<Removal>(`/locks/residences/${host.residenceId}/test-code`, {
      headers: { 'accept-language': 'en-US' },
    });
  const deletes = () => host.peer.requests.filter((one) => one.path === '/v3/keyboardPwd/delete');

  beforeAll(async () => {
    const account = { username: TTLOCK_USER, password: TTLOCK_PASSWORD };
    await connectAndPickLock(api(), account, host.residenceId, LOCK);
  });

  it('answers nothing before the first test', async () => {
    expect((await removal()).body).toEqual({ data: null });
  });

  it('puts the code on the lock, then deletes it through the gateway once it ends', async () => {
    const { passcode, removeAt } = (await testCode()).body.data;
    const [onLock] = host.peer.codes(LOCK);
    expect(onLock?.keyboardPwd).toBe(passcode);
    expect((await removal()).body.data).toEqual({ removeAt, removedAt: null, error: null });

    await waitFor(
      async () => host.peer.codes(LOCK),
      (codes) => codes.length === 0,
    );
    expect(deletes().at(-1)?.form).toMatchObject({
      lockId: String(LOCK),
      keyboardPwdId: String(onLock!.keyboardPwdId),
      deleteType: '2',
    });
    const done = await waitFor(removal, (answer) => answer.body.data?.removedAt !== null);
    expect(done.body.data).toMatchObject({ removeAt, error: null });
  });

  it('while the lock is offline, says so and tries again until the code is gone', async () => {
    const { passcode } = (await testCode()).body.data;
    host.peer.setOnline(LOCK, false);
    const failed = await waitFor(removal, (answer) => answer.body.data?.error !== null);
    expect(failed.body.data).toMatchObject({
      removedAt: null,
      error: {
        code: -3036,
        message: 'The lock is offline (flat battery or out of the Wi-Fi bridge’s range).',
        retrying: true,
      },
    });
    expect(host.peer.codes(LOCK).map((code) => code.keyboardPwd)).toEqual([passcode]);

    host.peer.setOnline(LOCK, true);
    await waitFor(
      async () => host.peer.codes(LOCK),
      (codes) => codes.length === 0,
      30_000,
    );
    const done = await waitFor(removal, (answer) => answer.body.data?.removedAt !== null);
    expect(done.body.data?.error).toBeNull();
  });
});
