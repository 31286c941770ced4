import { aSubUserOf, anOwner, apiAs, type Member } from '@chegada/testing';
import { insertResidence } from '../reservations/__fixtures__';
import { aHostOnTTLockPeer } from './__fixtures__/host-on-peer';
import type { TestCodeAnswer } from './test-codes';

const LOCK = 5_151;
const NO_GATEWAY_LOCK = 5_252;
const TTLOCK_USER = 'owner@ttlock.test';
const TTLOCK_PASSWORD = 'senha-do-app';
const HALF_HOUR_MS = 30 * 60_000;

type TestCode = { data: TestCodeAnswer };

describe('POST /api/locks/residences/:id/test-code, against a TTLock peer', () => {
  const host = aHostOnTTLockPeer({ username: TTLOCK_USER, password: TTLOCK_PASSWORD }, [
    { id: LOCK, alias: 'Porta' },
    { id: NO_GATEWAY_LOCK, alias: 'Portão', hasGateway: false },
  ]);
  const api = () => apiAs(host.app, host.owner);
  const testCode = (id: string, as: Member = host.owner, lang = 'en-US') =>
    apiAs(host.app, as)<TestCode>(`/locks/residences/${id}/test-code`, {
      method: 'POST',
      headers: { 'accept-language': lang },
    });
  const pickLock = (lockId: number | null) =>
    api()(`/locks/residences/${host.residenceId}`, {
      method: 'PUT',
      body: { lockId: lockId === null ? null : String(lockId) },
    });

  it('before TTLock is connected, answers why no code reached the lock', async () => {
    const withLock = await insertResidence(host.app, host.owner.id, { usesTTLock: true });
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
    expect(host.peer.codes(LOCK)).toEqual([]);
  });

  it('adds a random code valid for 30 minutes from now on the lock, through the gateway', async () => {
    await api()('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    });
    expect((await pickLock(LOCK)).status).toBe(200);
    const before = Date.now();
    const answer = await testCode(host.residenceId);
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
    expect(host.peer.codes(LOCK)).toEqual([
      expect.objectContaining({ keyboardPwd: passcode, startDate: start, endDate: end }),
    ]);
    const sent = host.peer.requests.filter((request) => request.path === '/v3/keyboardPwd/add');
    expect(sent.at(-1)?.form).toMatchObject({ keyboardPwdType: '3', addType: '2' });

    // A second press adds another code; the first one is left to expire on its own.
    const again = await testCode(host.residenceId);
    expect(again.body.data.passcode).not.toBe(passcode);
    expect(host.peer.codes(LOCK)).toHaveLength(2);
  });

  it("answers TTLock's refusal in the host's language", async () => {
    expect((await pickLock(NO_GATEWAY_LOCK)).status).toBe(200);
    const answer = await testCode(host.residenceId, host.owner, 'pt-BR');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      lockId: String(NO_GATEWAY_LOCK),
      passcode: null,
      error: {
        code: -2012,
        message: expect.stringMatching(/^A fechadura não tem ponte Wi-Fi/) as unknown,
      },
    });
    expect(host.peer.codes(NO_GATEWAY_LOCK)).toEqual([]);

    // Out of reach: the owner is told to test again, not that something will retry.
    expect((await pickLock(LOCK)).status).toBe(200);
    host.peer.setOnline(LOCK, false);
    const offline = await testCode(host.residenceId);
    host.peer.setOnline(LOCK, true);
    expect(offline.body.data.error).toEqual({
      code: -3036,
      message:
        'The lock is offline (flat battery or out of the Wi-Fi bridge’s range). Test again once it is back.',
    });
  });

  it('refuses a property without a lock, a sub-user, and another account’s property', async () => {
    expect((await pickLock(null)).status).toBe(200);
    expect(await testCode(host.residenceId)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect((await pickLock(LOCK)).status).toBe(200);
    const helper = await aSubUserOf(host.app, host.owner, 'Helper');
    expect((await testCode(host.residenceId, helper)).status).toBe(403);
    const stranger = await anOwner(host.app, 'Stranger');
    expect(await testCode(host.residenceId, stranger)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    const strangers = await insertResidence(host.app, stranger.id, { usesTTLock: false });
    expect((await testCode(strangers)).status).toBe(404);
  });
});
