import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  aSessionUser,
  aSubUser,
  aTTLockConnection,
  TTLOCK_CONNECTED,
} from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { LockItem, TestCodeRemoval, TTLockConnection } from '../api/locks-api';
import { aResidence, residencesApi, type Call } from './residences-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

const NOT_CONNECTED = aTTLockConnection();
const FRONT_DOOR: LockItem = { lockId: '4711', name: 'Front door', hasGateway: true, battery: 80 };

/** The TTLock side of the API as the server answers it, every write recorded. */
const locksApi = (
  start: TTLockConnection,
  calls: Call[],
  locks: LockItem[] = [FRONT_DOOR],
  removal: () => TestCodeRemoval | null = () => null,
) => {
  let connection = start;
  const record = async (request: Request) => {
    const text = request.method === 'DELETE' ? '' : await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  server.use(
    http.get('*/api/locks/ttlock', () => HttpResponse.json({ data: connection })),
    http.put('*/api/locks/ttlock', async ({ request }) => {
      await record(request);
      const { password } = (calls.at(-1)?.body ?? {}) as { password?: string };
      if (password !== 'right')
        return HttpResponse.json(
          { code: 'TTLOCK_LOGIN_FAILED', message: 'Wrong TTLock username or password' },
          { status: 422 },
        );
      connection = TTLOCK_CONNECTED;
      return HttpResponse.json({ data: connection });
    }),
    http.delete('*/api/locks/ttlock', async ({ request }) => {
      await record(request);
      connection = NOT_CONNECTED;
      return HttpResponse.json({ data: connection });
    }),
    http.get('*/api/locks', () => HttpResponse.json({ items: locks })),
    http.get('*/api/locks/residences/:id/test-code', () => HttpResponse.json({ data: removal() })),
    http.put('*/api/locks/residences/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ data: { lockId: '4711' } });
    }),
  );
};

const openLocks = async () => {
  const view = renderApp('/u/keys/config', { token: TOKEN, locale: 'en-US' });
  await screen.findByRole('heading', { level: 1, name: 'Lock key configuration' });
  return view;
};

const account = () => screen.getByRole('region', { name: 'TTLock account' });

describe('/u/keys/config', () => {
  it('connects the TTLock account, saying why a wrong password failed', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    locksApi(NOT_CONNECTED, calls);
    const { user } = await openLocks();
    expect(await screen.findByText(/No TTLock account connected/)).toBeInTheDocument();
    expect(screen.getByText("Connect the TTLock account to pick each property's lock."));
    await user.type(screen.getByLabelText(/TTLock app username/), 'ana@ttlock.test');
    await user.type(screen.getByLabelText(/TTLock app password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect TTLock' }));
    // Beside the form, and in the toast.
    expect(await within(account()).findByRole('alert')).toHaveTextContent(
      'Wrong TTLock username or password',
    );
    await waitFor(() =>
      expect(screen.getAllByText('Wrong TTLock username or password')).toHaveLength(2),
    );
    await user.clear(screen.getByLabelText(/TTLock app password/));
    await user.type(screen.getByLabelText(/TTLock app password/), 'right');
    await user.click(screen.getByRole('button', { name: 'Connect TTLock' }));
    expect(await screen.findByText('TTLock account connected')).toBeInTheDocument();
    expect(await within(account()).findByText('ana@ttlock.test')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'PUT',
      path: '/api/locks/ttlock',
      body: { username: 'ana@ttlock.test', password: 'right' },
    });
    expect(await screen.findByRole('combobox', { name: 'Lock' })).toBeInTheDocument();
  });

  it("picks each property's lock from the account's locks", async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()], calls);
    locksApi(TTLOCK_CONNECTED, calls, [
      FRONT_DOOR,
      { lockId: '4712', name: 'Garage', hasGateway: false, battery: null },
    ]);
    const { user } = await openLocks();
    const lock = await screen.findByRole('combobox', { name: 'Lock' });
    expect(
      within(lock)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No lock', 'Front door · battery 80%', 'Garage · no Wi-Fi bridge']);
    await user.selectOptions(lock, '4711');
    await user.click(screen.getByRole('button', { name: 'Save lock' }));
    expect(await screen.findByText('Lock of Casa Paulista saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/locks/residences/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        body: { lockId: '4711' },
      },
    ]);
  });

  it('says when the connection expired and offers to connect again, or to disconnect', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()]);
    locksApi({ ...TTLOCK_CONNECTED, expiresAt: '2026-01-01T12:00:00.000Z' }, calls);
    const { user } = await openLocks();
    expect(
      await screen.findByText(/The TTLock connection expired on Jan 1, 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the TTLock account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('TTLock account disconnected')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/locks/ttlock', body: undefined }]);
    await waitFor(() =>
      expect(screen.getByText(/No TTLock account connected/)).toBeInTheDocument(),
    );
  });

  it('says when this server has no TTLock application', async () => {
    residencesApi([aResidence()]);
    locksApi({ ...NOT_CONNECTED, configured: false }, []);
    await openLocks();
    expect(
      await screen.findByText(
        /Chegada is not connected to TTLock locks yet, .* to connect your locks, contact support/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect TTLock' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Connect the TTLock account/)).not.toBeInTheDocument();
  });

  it('shows a sub-user the connection without the owner’s buttons', async () => {
    residencesApi([aResidence({ usesTTLock: true, lockId: '4711' })]);
    locksApi(TTLOCK_CONNECTED, []);
    server.use(...sessionHandlers(aSubUser()));
    await openLocks();
    expect(
      await screen.findByText('Only the account owner connects or disconnects TTLock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    // The property's lock is read, not picked: PUT /api/locks/residences/:id is the owner's.
    expect(await screen.findByText('Casa Paulista')).toBeInTheDocument();
    expect(screen.getByText('Casa Paulista').nextElementSibling).toHaveTextContent('Front door');
    expect(screen.queryByRole('combobox', { name: 'Lock' })).not.toBeInTheDocument();
  });

  it('says when guests get their code, on the property’s clock', async () => {
    residencesApi([aResidence()]);
    locksApi(TTLOCK_CONNECTED, []);
    await openLocks();
    expect(
      await screen.findByText(
        'The guest of an approved reservation sees the code on their link from 1:00 PM, 2 hours ' +
          'before the 3:00 PM check-in, as set in the settings; the code opens the lock from ' +
          'check-in until check-out at 11:00 AM. Times in Brasília, São Paulo (UTC−3).',
      ),
    ).toBeInTheDocument();
  });

  it('states the account’s own lead time from /u/config, as the guest link honours it', async () => {
    residencesApi([aResidence()]);
    locksApi(TTLOCK_CONNECTED, []);
    const user = aSessionUser();
    server.use(
      ...sessionHandlers({
        ...user,
        company: { ...user.company!, accessReleaseHoursBeforeCheckIn: 24 },
      }),
    );
    await openLocks();
    expect(
      await screen.findByText(
        /sees the code on their link from 3:00 PM, 24 hours before the 3:00 PM check-in,/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2 hours before/)).not.toBeInTheDocument();
  });

  it('tests a code on the saved lock: busy, then the code and when it stops working', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence({ usesTTLock: true, lockId: '4711' })]);
    let tested: TestCodeRemoval | null = null;
    locksApi(TTLOCK_CONNECTED, calls, [FRONT_DOOR], () => tested);
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/locks/residences/:id/test-code', async ({ request }) => {
        calls.push({ method: 'POST', path: new URL(request.url).pathname, body: undefined });
        await answered;
        tested = { removeAt: '2026-11-25T12:30:00.000Z', removedAt: null, error: null };
        return HttpResponse.json({
          data: {
            lockId: '4711',
            passcode: '482913',
            startDate: '2026-11-25T12:00:00.000Z',
            endDate: '2026-11-25T12:31:00.000Z',
            removeAt: '2026-11-25T12:30:00.000Z',
            error: null,
          },
        });
      }),
    );
    const { user } = await openLocks();
    await user.click(await screen.findByRole('button', { name: 'Test a code' }));
    const busy = await screen.findByRole('button', { name: 'Adding a test code…' });
    expect(busy).toBeDisabled();
    release();
    // 12:30 UTC is 9:30 on the property's clock (America/Sao_Paulo).
    expect(
      await screen.findByText(
        (_, element) =>
          element?.textContent ===
          'Type 482913 on the lock now; it stops working at 9:30 AM, when it is deleted from the lock.',
      ),
    ).toHaveAttribute('role', 'status');
    // What became of the test code is asked again; the answer above says it already.
    expect(screen.queryByText(/will be deleted from the lock/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test a code' })).toBeEnabled();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/locks/residences/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb/test-code',
        body: undefined,
      },
    ]);
  });

  it("shows TTLock's refusal of a test code in the host's words", async () => {
    residencesApi([aResidence({ usesTTLock: true, lockId: '4711' })]);
    locksApi(TTLOCK_CONNECTED, []);
    const message = 'The lock has no Wi-Fi bridge, so the code cannot be sent over the internet.';
    server.use(
      http.post('*/api/locks/residences/:id/test-code', () =>
        HttpResponse.json({
          data: {
            lockId: '4711',
            passcode: null,
            startDate: null,
            endDate: null,
            removeAt: null,
            error: { code: -2012, message },
          },
        }),
      ),
    );
    const { user } = await openLocks();
    await user.click(await screen.findByRole('button', { name: 'Test a code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test code could not be added to the lock.');
    expect(alert).toHaveTextContent(message);
  });

  it('says when the last test code left the lock, and when its deletion keeps failing', async () => {
    residencesApi([aResidence({ usesTTLock: true, lockId: '4711' })]);
    let removal: TestCodeRemoval = {
      removeAt: '2026-11-25T12:30:00.000Z',
      removedAt: '2026-11-25T12:30:02.000Z',
      error: null,
    };
    locksApi(TTLOCK_CONNECTED, [], [FRONT_DOOR], () => removal);
    const first = await openLocks();
    expect(
      await screen.findByText('The last test code was deleted from the lock at 9:30 AM.'),
    ).toHaveAttribute('role', 'status');
    first.unmount();

    const message = 'The lock is offline (flat battery or out of the Wi-Fi bridge’s range).';
    removal = { ...removal, removedAt: null, error: { code: -3036, message, retrying: true } };
    await openLocks();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The last test code is still on the lock; it could not be deleted.',
    );
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Chegada tries again on its own.');
    expect(alert).not.toHaveTextContent('Delete it in the TTLock app.');
  });

  it('offers no test for a property without a saved lock', async () => {
    residencesApi([aResidence()]);
    locksApi(TTLOCK_CONNECTED, []);
    await openLocks();
    expect(await screen.findByRole('combobox', { name: 'Lock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test a code' })).not.toBeInTheDocument();
  });

  it('points a new account to its first property', async () => {
    residencesApi([]);
    locksApi(TTLOCK_CONNECTED, []);
    await openLocks();
    expect(await screen.findByText('Add your first property')).toBeInTheDocument();
  });
});

describe('/u/houses/details preview', () => {
  const residence = aResidence({
    depositAmount: 15000,
    contacts: [{ type: 0, name: 'Seu Zé', phone: '+5511987654321', email: null }],
  });

  it('shows the property as its guests see it, in their locale', async () => {
    residencesApi([]);
    const query = new URLSearchParams({ isPreview: 'true', house: JSON.stringify(residence) });
    renderApp(`/u/houses/details?${query}`, { token: TOKEN, locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa Paulista' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Prévia: assim os hóspedes veem o imóvel.')).toBeInTheDocument();
    expect(screen.getByText('Horário de check-in').nextElementSibling).toHaveTextContent('15:00');
    expect(screen.getByText('Caução').nextElementSibling).toHaveTextContent('R$ 150,00');
    // The phone as people write it, not as stored (issue 27).
    expect(screen.getByText(/Seu Zé \(Portaria\)/)).toHaveTextContent(
      /^Seu Zé \(Portaria\) · \(11\) 98765-4321$/,
    );
  });

  it('says so when the link carries no property', async () => {
    residencesApi([]);
    renderApp('/u/houses/details?isPreview=true&house=oops', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByText('No property to show in this preview.')).toBeInTheDocument();
  });
});
