import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { answerLeavePrompt, expectOnVideos, leaveByMenu } from '../../../testing/leave-prompt';
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

describe('/u/perfil: leaving with changes not saved', () => {
  it('asks for a changed name; "Keep editing" keeps it, "Leave without saving" leaves', async () => {
    const { user, router } = await openProfile();
    await user.type(personal().getByLabelText(/^Name/), ' Lima');
    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Keep editing');
    expect(personal().getByLabelText(/^Name/)).toHaveValue('Ana Souza Lima');
    expect(currentPath(router)).toBe('/u/perfil');

    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Leave without saving');
    await expectOnVideos(router);
  });

  it('asks for a password typed in the other form of the page too', async () => {
    const { user, router } = await openProfile();
    await user.type(screen.getByLabelText(/^Current password/), 'secret-1');
    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('secret-1');
    expect(currentPath(router)).toBe('/u/perfil');
  });

  it('leaves without asking once the name is saved', async () => {
    const { user, router } = await openProfile();
    await user.type(personal().getByLabelText(/^Name/), ' Lima');
    await user.click(personal().getByRole('button', { name: 'Save' }));
    await screen.findByText('Your data was updated');
    await leaveByMenu(user);
    await expectOnVideos(router);
  });
});
