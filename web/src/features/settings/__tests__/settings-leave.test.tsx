import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultAccountSettings } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { answerLeavePrompt, expectOnVideos, leaveByMenu } from '../../../testing/leave-prompt';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

const owner = aSessionUser();
const CONTACT = 'Contact email shown to guests';

/** /u/config with the API keeping what a PUT saves; the contact e-mail typed anew. */
const changeContact = async () => {
  let current = { id: owner.id, ...defaultAccountSettings, hostContactEmail: 'host@example.com' };
  server.use(...sessionHandlers(owner));
  server.use(
    http.get('*/api/config', () => HttpResponse.json({ data: current })),
    http.put('*/api/config/:id', async ({ request }) => {
      current = { ...current, ...((await request.json()) as object) };
      return HttpResponse.json({ data: current });
    }),
  );
  const view = renderApp('/u/config', { token: TOKEN, locale: 'en-US' });
  await view.user.clear(await screen.findByLabelText(CONTACT));
  await view.user.type(screen.getByLabelText(CONTACT), 'desk@example.com');
  return view;
};

describe('/u/config: leaving with settings not saved', () => {
  it('asks first; "Keep editing" stays with the change, "Leave without saving" leaves', async () => {
    const { user, router } = await changeContact();
    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText(CONTACT)).toHaveValue('desk@example.com');
    expect(currentPath(router)).toBe('/u/config');

    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Leave without saving');
    await expectOnVideos(router);
  });

  it('leaves without asking once the change is saved', async () => {
    const { user, router } = await changeContact();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Data updated');
    await leaveByMenu(user);
    await expectOnVideos(router);
  });
});
