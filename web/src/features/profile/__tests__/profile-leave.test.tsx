import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { answerLeavePrompt, itAsksBeforeLeaving, leaveByMenu } from '../../../testing/leave-prompt';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

/** /u/perfil with PUT /api/me keeping the change, as the API does. */
const openProfile = async () => {
  let me = aSessionUser();
  server.use(
    http.get('*/api/me', () => HttpResponse.json(me)),
    ...sessionHandlers(me),
  );
  server.use(
    http.put('*/api/me', async ({ request }) => {
      me = { ...me, ...((await request.json()) as object) };
      return HttpResponse.json(me);
    }),
  );
  const view = renderApp('/u/perfil', { token: TOKEN, locale: 'en-US' });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return view;
};

const personal = () => within(screen.getByRole('region', { name: 'Personal data' }));

/** The name with a surname added, saved or not. */
const addSurname = async (save: boolean) => {
  const view = await openProfile();
  await view.user.type(personal().getByLabelText(/^Name/), ' Lima');
  if (save) {
    await view.user.click(personal().getByRole('button', { name: 'Save' }));
    await screen.findByText('Your data was updated');
  }
  return view;
};

describe('/u/perfil: leaving with changes not saved', () => {
  itAsksBeforeLeaving('/u/perfil', {
    change: addSurname,
    keeps: ['a changed name', () => personal().getByLabelText(/^Name/), 'Ana Souza Lima'],
    settled: 'once the name is saved',
  });

  it('asks for a password typed in the other form of the page too', async () => {
    const { user, router } = await openProfile();
    await user.type(screen.getByLabelText(/^Current password/), 'secret-1');
    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('secret-1');
    expect(currentPath(router)).toBe('/u/perfil');
  });
});
