import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aSessionUser, fieldErrorsAnswer } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

type Call = { path: string; body: unknown };

const openProfile = async (calls: Call[], passwordAnswer?: () => Response) => {
  let user = aSessionUser();
  // Ahead of the session's handlers: GET /api/me answers the user as changed.
  server.use(
    http.get('*/api/me', () => HttpResponse.json(user)),
    ...sessionHandlers(user),
    http.put('*/api/me', async ({ request }) => {
      const body = (await request.json()) as { name: string; phone: string | null };
      calls.push({ path: '/api/me', body });
      user = { ...user, ...body };
      return HttpResponse.json(user);
    }),
    http.put('*/api/me/password', async ({ request }) => {
      calls.push({ path: '/api/me/password', body: await request.json() });
      return (
        passwordAnswer?.() ??
        HttpResponse.json({ message: 'Password changed', token: 'fresh-token' })
      );
    }),
  );
  const view = renderApp('/u/perfil', { token: TOKEN, locale: 'en-US' });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return view;
};

const region = (name: string) => within(screen.getByRole('region', { name }));

/** Types into the Password form what is given (the current one may be left out), then sends it. */
const changePassword = async (
  user: UserEvent,
  typed: { current?: string; next: string; confirm: string },
) => {
  const password = region('Password');
  if (typed.current) await user.type(password.getByLabelText(/^Current password/), typed.current);
  await user.type(password.getByLabelText(/^New password/), typed.next);
  await user.type(password.getByLabelText(/^Confirm new password/), typed.confirm);
  await user.click(password.getByRole('button', { name: 'Change password' }));
  return password;
};

describe('/u/perfil: changing one’s own data', () => {
  it('saves the name and clears the phone (PUT /api/me), and says so', async () => {
    const calls: Call[] = [];
    const { user } = await openProfile(calls);
    const personal = region('Personal data');
    await user.clear(personal.getByLabelText(/^Name/));
    await user.type(personal.getByLabelText(/^Name/), 'Ana Lima');
    await user.clear(personal.getByLabelText(/^Phone/));
    await user.click(personal.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your data was updated')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/me', body: { name: 'Ana Lima', phone: null } }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ana Lima/ })).toBeInTheDocument(),
    );
  });

  it('changes the password, keeps this device signed in with the new token', async () => {
    const calls: Call[] = [];
    const { user } = await openProfile(calls);
    await changePassword(user, {
      current: 'old-secret',
      next: 'new-secret',
      confirm: 'new-secret',
    });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        path: '/api/me/password',
        body: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      },
    ]);
    expect(localStorage.getItem('chegada.token')).toBe('fresh-token');
    await waitFor(() =>
      expect(region('Password').getByLabelText(/^Current password/)).toHaveValue(''),
    );
  });

  it('checks the rules before sending: 6 characters, the same twice', async () => {
    const calls: Call[] = [];
    const { user } = await openProfile(calls);
    const password = await changePassword(user, { next: 'abc', confirm: 'abd' });
    expect(await password.findByText('Minimum length 6')).toBeInTheDocument();
    expect(password.getByText('Passwords must match')).toBeInTheDocument();
    expect(password.getByText('Required field')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a wrong current password on its field', async () => {
    const { user } = await openProfile([], () =>
      fieldErrorsAnswer([
        { field: 'currentPassword', message: 'The current password is not right' },
      ]),
    );
    const password = await changePassword(user, {
      current: 'wrong-one',
      next: 'new-secret',
      confirm: 'new-secret',
    });
    expect(await password.findByText('The current password is not right')).toBeInTheDocument();
    expect(localStorage.getItem('chegada.token')).toBe(TOKEN);
  });
});
