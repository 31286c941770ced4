import {
  aSubUserOf,
  anOwner,
  apiAs,
  startAccountsApp,
  type Member,
  type TestApp,
} from '@chegada/testing';
import { insertResidence } from '../reservations/__fixtures__';
import { peerSettings, TTLockPeer } from './__fixtures__/ttlock-peer';

const LOCK = 5_151;
const NO_GATEWAY_LOCK = 5_252;
const TTLOCK_USER = 'owner@ttlock.test';
const TTLOCK_PASSWORD = 'senha-do-app';
const HALF_HOUR_MS = 30 * 60_000;

type TestCode = {
  data: {
    lockId: string;
    passcode: string | null;
    startDate: string | null;
    endDate: string | null;
    removeAt: string | null;
    error: { code: number | null; message: string } | null;
  };
};

describe('POST /api/locks/residences/:id/test-code, against a TTLock peer', () => {
  let peer: TTLockPeer;
  let app: TestApp;
  let owner: Member;
  let residenceId: string;
  const api = () => apiAs(app, owner);
  const testCode = (id: string, as: Member = owner, lang = 'en-US') =>
    apiAs(app, as)<TestCode>(`/locks/residences/${id}/test-code`, {
      method: 'POST',
      headers: { 'accept-language': lang },
    });
  const pickLock = (lockId: number | null) =>
    api()(`/locks/residences/${residenceId}`, {
      method: 'PUT',
      body: { lockId: lockId === null ? null : String(lockId) },
    });

  beforeAll(async () => {
    peer = await new TTLockPeer(TTLOCK_USER, TTLOCK_PASSWORD).start();
    peer.addLock(LOCK, 'Porta');
    peer.addLock(NO_GATEWAY_LOCK, 'Portão', false);
    app = await startAccountsApp(peerSettings(peer));
    owner = await anOwner(app, 'Host');
    residenceId = await insertResidence(app, owner.id, { usesTTLock: false });
  });
  afterAll(async () => {
    await app.close();
    await peer.stop();
  });

  it('before TTLock is connected, answers why no code reached the lock', async () => {
    const withLock = await insertResidence(app, owner.id, { usesTTLock: true });
    const answer = await testCode(withLock);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      lockId: 'lock-1',
      passcode: null,
      startDate: null,
      endDate: null,
      removeAt: null,
      error: {
        code: null,
        message:
          'Connect your TTLock account in Lock key configuration, or set a code by hand for the guest.',
      },
    });
    expect(peer.codes(LOCK)).toEqual([]);
  });

  it('adds a random code valid for 30 minutes from now on the lock, through the gateway', async () => {
    await api()('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    });
    expect((await pickLock(LOCK)).status).toBe(200);
    const before = Date.now();
    const answer = await testCode(residenceId);
    const after = Date.now();
    expect(answer.status).toBe(200);
    const { passcode, startDate, endDate, removeAt, error } = answer.body.data;
    expect(error).toBeNull();
    expect(passcode).toMatch(/^\d{6}$/);
    const start = Date.parse(startDate!);
    expect(before - start).toBeGreaterThanOrEqual(0);
    expect(before - start).toBeLessThan(60_000);
    // Deleted from the lock half an hour after the press; the lock's period, in whole
    // minutes, ends at the minute after that.
    const removal = Date.parse(removeAt!);
    expect(removal - before).toBeGreaterThanOrEqual(HALF_HOUR_MS);
    expect(removal - after).toBeLessThanOrEqual(HALF_HOUR_MS);
    const end = Date.parse(endDate!);
    expect(end % 60_000).toBe(0);
    expect(end - removal).toBeGreaterThanOrEqual(0);
    expect(end - removal).toBeLessThan(60_000);
    expect(peer.codes(LOCK)).toEqual([
      expect.objectContaining({ keyboardPwd: passcode, startDate: start, endDate: end }),
    ]);
    const sent = peer.requests.filter((request) => request.path === '/v3/keyboardPwd/add');
    expect(sent.at(-1)?.form).toMatchObject({ keyboardPwdType: '3', addType: '2' });

    // A second press adds another code; the first one is left to expire on its own.
    const again = await testCode(residenceId);
    expect(again.body.data.passcode).not.toBe(passcode);
    expect(peer.codes(LOCK)).toHaveLength(2);
  });

  it("answers TTLock's refusal in the host's language", async () => {
    expect((await pickLock(NO_GATEWAY_LOCK)).status).toBe(200);
    const answer = await testCode(residenceId, owner, 'pt-BR');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      lockId: String(NO_GATEWAY_LOCK),
      passcode: null,
      error: {
        code: -2012,
        message: expect.stringMatching(/^A fechadura não tem gateway/) as unknown,
      },
    });
    expect(peer.codes(NO_GATEWAY_LOCK)).toEqual([]);

    // Out of reach: the owner is told to test again, not that something will retry.
    expect((await pickLock(LOCK)).status).toBe(200);
    peer.setOnline(LOCK, false);
    const offline = await testCode(residenceId);
    peer.setOnline(LOCK, true);
    expect(offline.body.data.error).toEqual({
      code: -3036,
      message:
        'The lock is offline (flat battery or out of the gateway’s range). Test again once it is back.',
    });
  });

  it('refuses a property without a lock, a sub-user, and another account’s property', async () => {
    expect((await pickLock(null)).status).toBe(200);
    expect(await testCode(residenceId)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await pickLock(LOCK)).status).toBe(200);
    const helper = await aSubUserOf(app, owner, 'Helper');
    expect((await testCode(residenceId, helper)).status).toBe(403);
    const stranger = await anOwner(app, 'Stranger');
    expect(await testCode(residenceId, stranger)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    const strangers = await insertResidence(app, stranger.id, { usesTTLock: false });
    expect((await testCode(strangers)).status).toBe(404);
  });
});
