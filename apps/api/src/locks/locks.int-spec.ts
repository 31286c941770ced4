import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { apiAs, waitFor } from '@chegada/testing';
import {
  createReservation,
  NEW_CHECKOUT,
  reservationBody,
  reservationCalls,
  send,
  submitForm,
} from '../reservations/__fixtures__';
import { aHostWithProperty, guestHeaders } from '../guest-form/__fixtures__/guest-form-fixtures';
import { connectAndPickLock } from './__fixtures__/connect-lock';
import { aHostOnTTLockPeer } from './__fixtures__/host-on-peer';
import { TTLockPeer, type PeerCode } from './__fixtures__/ttlock-peer';

const LOCK = 4_242;
const OTHER_LOCK = 7_007;
const TTLOCK_USER = 'host@ttlock.test';
const TTLOCK_PASSWORD = 'segredo-da-fechadura';

type LockPasscode = {
  status: string;
  passcode: string | null;
  startDate: string | null;
  endDate: string | null;
  error: { code: number | null; key: string; message: string; retry: boolean } | null;
  updatedAt: string;
};
type Page = {
  data: {
    dynamicPassword: string | null;
    guestPassCode: { success: boolean; message: string } | null;
    lockPasscode: LockPasscode | null;
  };
};

describe('TTLock passcodes follow a reservation, through the worker, against a TTLock peer', () => {
  const host = aHostOnTTLockPeer(
    { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    [
      { id: LOCK, alias: 'Porta da frente' },
      { id: OTHER_LOCK, alias: 'Portão', hasGateway: false },
    ],
    { ROLE: 'api,projections,worker' },
  );
  const api = () => apiAs(host.app, host.owner);

  const page = async (id: string, lang = 'en-US') =>
    (await api()<Page>(`/stays/local/${id}`, { headers: { 'accept-language': lang } })).body.data;
  /** The reservation's page once its lock record shows `status`. */
  const pageOnceLock = (id: string, status: 'active' | 'none' | 'failed', lang?: string) =>
    waitFor(
      () => page(id, lang),
      (data) => data.lockPasscode?.status === status,
    );
  const waitForCodes = (done: (codes: PeerCode[]) => boolean) =>
    waitFor(async () => host.peer.codes(LOCK), done);
  const approved = async (overrides: Record<string, unknown> = {}) => {
    const id = await createReservation(host.app, host.owner, host.residenceId, overrides);
    await submitForm(host.app, host.owner.id, id);
    expect(
      (await send(host.app, host.owner, reservationCalls(id, host.owner.id).approve)).status,
    ).toBe(200);
    return id;
  };

  it('connects the host’s TTLock account with the password’s MD5, keeping only sealed tokens', async () => {
    expect((await api()('/locks/ttlock')).body).toEqual({
      data: {
        configured: true,
        connected: false,
        username: null,
        connectedAt: null,
        expiresAt: null,
      },
    });
    const wrong = await api()('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: 'not it' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'TTLOCK_LOGIN_FAILED' } });

    const connected = await api()('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    });
    expect(connected.status).toBe(200);
    expect(connected.body).toMatchObject({ data: { connected: true, username: TTLOCK_USER } });
    // Connecting again (after TTLock called the token invalid, say) is a new connection.
    const again = await api()<{ data: { connectedAt: string } }>('/locks/ttlock', {
      method: 'PUT',
      body: { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
    });
    expect(Date.parse(again.body.data.connectedAt)).toBeGreaterThan(
      Date.parse((connected.body as { data: { connectedAt: string } }).data.connectedAt),
    );

    const sent = host.peer.requests.filter((request) => request.path === '/oauth2/token');
    expect(sent.at(-1)?.form.password).toBe(
      createHash('md5').update(TTLOCK_PASSWORD).digest('hex'),
    );
    expect(JSON.stringify(host.peer.requests)).not.toContain(TTLOCK_PASSWORD);
    const { rows } = await sql<Record<string, unknown>>`select * from ttlock_accounts`.execute(
      host.app.database.db,
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(TTLOCK_PASSWORD);
    for (const token of tokensIssuedBy(host.peer)) expect(stored).not.toContain(token);
  });

  it('lists the account’s locks and sets one on a property, refusing a lock not in the account', async () => {
    expect((await api()('/locks')).body).toEqual({
      items: [
        { lockId: String(LOCK), name: 'Porta da frente', hasGateway: true, battery: 87 },
        { lockId: String(OTHER_LOCK), name: 'Portão', hasGateway: false, battery: 87 },
      ],
    });
    const unknown = await api()(`/locks/residences/${host.residenceId}`, {
      method: 'PUT',
      body: { lockId: '999' },
    });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const picked = await api()(`/locks/residences/${host.residenceId}`, {
      method: 'PUT',
      body: { lockId: String(LOCK) },
    });
    expect(picked.body).toEqual({
      data: { residenceId: host.residenceId, lockId: String(LOCK), usesTTLock: true },
    });
    const property = await api()<{ data: { usesTTLock: boolean; lockId: string } }>(
      `/residences/${host.residenceId}`,
    );
    expect(property.body.data).toMatchObject({ usesTTLock: true, lockId: String(LOCK) });
  });

  const connectAndPickTheLock = () =>
    connectAndPickLock(
      api(),
      { username: TTLOCK_USER, password: TTLOCK_PASSWORD },
      host.residenceId,
      LOCK,
    );

  it('approve puts a code for the stay on the lock; extend moves it; cancel deletes it', async () => {
    await connectAndPickTheLock();
    const id = await approved();
    const body = reservationBody(host.residenceId);
    const [code] = await waitForCodes((codes) => codes.length === 1);
    expect(code).toMatchObject({
      startDate: Date.parse(body.CheckIn),
      endDate: Date.parse(body.checkout),
    });
    expect(code!.keyboardPwd).toMatch(/^\d{6}$/);
    const shown = await pageOnceLock(id, 'active');
    expect(shown.guestPassCode).toEqual({ success: true, message: code!.keyboardPwd });
    expect(shown.lockPasscode).toMatchObject({
      passcode: code!.keyboardPwd,
      startDate: new Date(body.CheckIn).toISOString(),
      endDate: new Date(body.checkout).toISOString(),
      error: null,
    });

    // The token TTLock issued has expired meanwhile: the worker refreshes it and goes on.
    host.peer.expireAccessTokens();
    const extended = await send(host.app, host.owner, reservationCalls(id, host.owner.id).extend, {
      'accept-language': 'en-US',
    });
    expect(extended.status).toBe(200);
    expect(extended.body.newPasscode).toEqual({
      success: true,
      message: 'The lock’s code is ready for the new dates',
      pending: false,
    });
    expect(host.peer.codes(LOCK)).toEqual([{ ...code, endDate: Date.parse(NEW_CHECKOUT) }]);

    expect(
      (await send(host.app, host.owner, reservationCalls(id, host.owner.id).cancel)).status,
    ).toBe(200);
    await waitForCodes((codes) => codes.length === 0);
    expect(await pageOnceLock(id, 'none')).toMatchObject({
      guestPassCode: null,
      lockPasscode: { passcode: null, error: null },
    });
  });

  it('a finished checkout deletes the code', async () => {
    await connectAndPickTheLock();
    const id = await approved();
    await waitForCodes((codes) => codes.length === 1);
    expect(
      (await send(host.app, host.owner, reservationCalls(id, host.owner.id).finishCheckout)).status,
    ).toBe(200);
    await waitForCodes((codes) => codes.length === 0);
  });

  it('an offline lock shows on the reservation in the host’s language, with the hand-set code as backup', async () => {
    await connectAndPickTheLock();
    host.peer.setOnline(LOCK, false);
    const id = await approved();
    const failed = await pageOnceLock(id, 'failed', 'pt-BR');
    expect(failed.lockPasscode?.error).toEqual({
      code: -3036,
      key: 'locks.error.lockOffline',
      retry: true,
      message:
        'A fechadura está offline (sem bateria ou fora do alcance da ponte Wi-Fi). Tentaremos de novo; se precisar, defina uma senha manualmente.',
    });
    expect(failed.guestPassCode).toEqual({
      success: false,
      message: failed.lockPasscode?.error?.message,
    });
    expect((await page(id, 'es-ES')).lockPasscode?.error?.message).toMatch(
      /^La cerradura está desconectada/,
    );

    const backup = await send(
      host.app,
      host.owner,
      reservationCalls(id, host.owner.id).dynamicPassword,
    );
    expect(backup.status).toBe(200);
    expect((await page(id)).dynamicPassword).toBe('482913');

    // The worker keeps trying: once the lock is back, the code lands and the failure clears.
    host.peer.setOnline(LOCK, true);
    await waitForCodes((codes) => codes.length === 1);
    expect(await pageOnceLock(id, 'active')).toMatchObject({
      lockPasscode: { error: null },
    });
    await send(host.app, host.owner, reservationCalls(id, host.owner.id).cancel);
    await waitForCodes((codes) => codes.length === 0);
  });

  it('a failure waiting cannot fix (no TTLock account) is tried again when the host asks', async () => {
    await connectAndPickTheLock();
    const disconnected = await api()('/locks/ttlock', { method: 'DELETE' });
    expect(disconnected.body).toMatchObject({ data: { configured: true, connected: false } });
    const id = await approved();
    const failed = await pageOnceLock(id, 'failed');
    expect(failed.lockPasscode?.error).toEqual({
      code: null,
      key: 'locks.error.notConnected',
      retry: false,
      message:
        'Connect your TTLock account in Lock key configuration, or set a code by hand for the guest.',
    });
    expect(host.peer.codes(LOCK)).toEqual([]);

    await connectAndPickTheLock();
    // Connected after the failure: what tells the review that trying again can help now.
    const connection = await api()<{ data: { connectedAt: string } }>('/locks/ttlock');
    expect(Date.parse(connection.body.data.connectedAt)).toBeGreaterThan(
      Date.parse(failed.lockPasscode!.updatedAt),
    );
    const retried = await api()<{ data: LockPasscode }>(`/locks/reservations/${id}/retry`, {
      method: 'POST',
    });
    expect(retried.body.data).toMatchObject({ status: 'active', error: null });
    expect(host.peer.codes(LOCK).map((code) => code.keyboardPwd)).toEqual([
      retried.body.data.passcode,
    ]);
    await send(host.app, host.owner, reservationCalls(id, host.owner.id).cancel);
    await waitForCodes((codes) => codes.length === 0);
  });

  it('the guest sees the lock’s code from 2 hours before check-in, not earlier', async () => {
    await connectAndPickTheLock();
    const property = await aHostWithProperty(host.app, host.owner, { depositAmount: 0 });
    await api()(`/locks/residences/${property.residenceId}`, {
      method: 'PUT',
      body: { lockId: String(LOCK) },
    });
    const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const stay = async (checkInHours: number) => {
      const id = await createReservation(host.app, host.owner, property.residenceId, {
        CheckIn: hoursAhead(checkInHours),
        checkout: hoursAhead(checkInHours + 48),
      });
      await submitForm(host.app, host.owner.id, id);
      await send(host.app, host.owner, reservationCalls(id, host.owner.id).approve);
      await pageOnceLock(id, 'active');
      const form = await apiAs(host.app)<{ data: { access: { passcode: string | null } } }>(
        `/stays/guestForm/${id}`,
        { headers: guestHeaders(property) },
      );
      return {
        code: (await page(id)).lockPasscode?.passcode,
        shown: form.body.data.access.passcode,
      };
    };
    const soon = await stay(1);
    expect(soon.shown).toBe(soon.code);
    expect(soon.shown).toMatch(/^\d{6}$/);
    expect((await stay(3)).shown).toBeNull();
  });

  it('a lock holding 250 codes refuses the 251st (-3009), which the host reads at once', async () => {
    await connectAndPickTheLock();
    host.peer.fill(LOCK, 250 - host.peer.codes(LOCK).length);
    const id = await approved();
    const failed = await pageOnceLock(id, 'failed');
    expect(failed.lockPasscode?.error).toEqual({
      code: -3009,
      key: 'locks.error.tooManyCodes',
      retry: false,
      message:
        'The lock already holds 250 codes, the most it can. Delete old codes in the TTLock app, or set a code by hand.',
    });
    expect(host.peer.codes(LOCK)).toHaveLength(250);
  });
});

const tokensIssuedBy = (peer: TTLockPeer): string[] =>
  peer.requests.flatMap(({ form }) => (form.accessToken ? [form.accessToken] : []));
