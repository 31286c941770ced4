import {
  anOwner,
  apiAs,
  startAccountsApp,
  waitFor,
  type Member,
  type TestApp,
} from '@chegada/testing';
import {
  createReservation,
  insertResidence,
  reservationCalls,
  send,
  submitForm,
} from '../reservations/__fixtures__';

type Page = {
  data: {
    guestPassCode: { success: boolean; message: string } | null;
    lockPasscode: {
      status: string;
      error: { code: number | null; key: string; message: string; retry: boolean } | null;
    } | null;
  };
};

describe('without TTLock configured, a property with a lock still works', () => {
  let app: TestApp;
  let owner: Member;

  beforeAll(async () => {
    app = await startAccountsApp({ ROLE: 'api,projections,worker' });
    owner = await anOwner(app, 'Host');
  });
  afterAll(() => app.close());

  it('says locks are not configured, and refuses to connect an account with a 503', async () => {
    const api = apiAs(app, owner);
    expect((await api('/locks/ttlock')).body).toMatchObject({
      data: { configured: false, connected: false },
    });
    const connect = await api('/locks/ttlock', {
      method: 'PUT',
      body: { username: 'host@ttlock.test', password: 'x' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(connect).toMatchObject({
      status: 503,
      body: {
        code: 'TTLOCK_NOT_CONFIGURED',
        message:
          'Chegada is not connected to TTLock locks yet. To connect your locks, contact support.',
      },
    });
  });

  it('an approval records for the host why no code reached the lock, that trying again cannot help, and the way around it', async () => {
    const residenceId = await insertResidence(app, owner.id, { usesTTLock: true });
    const id = await createReservation(app, owner, residenceId);
    await submitForm(app, owner.id, id);
    expect((await send(app, owner, reservationCalls(id, owner.id).approve)).status).toBe(200);
    const message =
      'Chegada is not connected to TTLock locks yet, so no code can reach the lock. Set the ' +
      'door code for the guest; to connect your locks, contact support.';
    const page = await waitFor(
      async () =>
        (
          await apiAs(app, owner)<Page>(`/stays/local/${id}`, {
            headers: { 'accept-language': 'en-US' },
          })
        ).body.data,
      (data) => data.lockPasscode !== null,
    );
    const error = { code: null, key: 'locks.error.notConfigured', message, retry: false };
    expect(page.lockPasscode).toEqual(expect.objectContaining({ status: 'failed', error }));
    expect(page.guestPassCode).toEqual({ success: false, message });

    // The host's "try again" gets the same answer: nothing changed on this server.
    const retried = await apiAs(app, owner)<{ data: Page['data']['lockPasscode'] }>(
      `/locks/reservations/${id}/retry`,
      { method: 'POST', headers: { 'accept-language': 'pt-BR' } },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      status: 'failed',
      error: { code: null, key: 'locks.error.notConfigured', retry: false },
    });
    expect(retried.body.data?.error?.message).toMatch(
      /^A Chegada ainda não está conectada às fechaduras TTLock/,
    );
  });
});
