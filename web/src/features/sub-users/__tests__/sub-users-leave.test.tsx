import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import {
  answerLeavePrompt,
  expectOnVideos,
  leaveByMenu,
  LEAVE_PROMPT,
} from '../../../testing/leave-prompt';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

/** /u/users with the new user's form filled in, then saved or not. */
const addUser = async (save: boolean) => {
  server.use(...sessionHandlers(aSessionUser()));
  server.use(
    http.get('*/api/users', () => HttpResponse.json({ data: [] })),
    http.post('*/api/users', async ({ request }) =>
      HttpResponse.json(
        { data: { ...((await request.json()) as object), id: 'new-id', active: true } },
        { status: 201 },
      ),
    ),
  );
  const view = renderApp('/u/users', { token: TOKEN, locale: 'en-US' });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  await user.type(screen.getByLabelText('Name'), 'Carla Dias');
  if (save) {
    await user.type(screen.getByLabelText('Email'), 'carla@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add user' });
  }
  await leaveByMenu(user);
  return view;
};

describe('/u/users: leaving a user form not saved', () => {
  it('asks first; "Keep editing" keeps the name, "Leave without saving" leaves', async () => {
    const { user, router } = await addUser(false);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText('Name')).toHaveValue('Carla Dias');
    expect(currentPath(router)).toBe('/u/users');

    await leaveByMenu(user);
    await answerLeavePrompt(user, 'Leave without saving');
    await expectOnVideos(router);
  });

  it('leaves without asking once the user is added', async () => {
    const { router } = await addUser(true);
    await expectOnVideos(router);
  });
});

describe('/u/users: cancelling a user form', () => {
  it('asks first when a name was typed; "Keep editing" keeps it', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    server.use(http.get('*/api/users', () => HttpResponse.json({ data: [] })));
    const { user } = renderApp('/u/users', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    await user.type(screen.getByLabelText('Name'), 'Carla Dias');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText('Name')).toHaveValue('Carla Dias');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('button', { name: 'Add user' });
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('closes an empty form without asking', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    server.use(http.get('*/api/users', () => HttpResponse.json({ data: [] })));
    const { user } = renderApp('/u/users', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Add user' });
    expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
  });
});

describe('/u/users: another user’s Edit while a user form holds changes', () => {
  const people = [
    { name: 'Bruno Lima', email: 'bruno@example.com', id: '22222222-2222-4222-8222-222222222222' },
    { name: 'Carla Dias', email: 'carla@example.com', id: '33333333-3333-4333-8333-333333333333' },
  ].map((person) => ({
    ...person,
    phone: null,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
  }));
  const editOf = (name: string) =>
    within(screen.getByRole('group', { name: `Actions for ${name}` })).getByRole('button', {
      name: 'Edit',
    });

  it('asks first; "Keep editing" keeps Bruno’s form, "Leave without saving" opens Carla’s', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    server.use(http.get('*/api/users', () => HttpResponse.json({ data: people })));
    const { user } = renderApp('/u/users', { token: TOKEN, locale: 'en-US' });
    await screen.findByRole('group', { name: 'Actions for Bruno Lima' });
    await user.click(editOf('Bruno Lima'));
    await user.type(screen.getByLabelText('Name'), ' Filho');
    await user.click(editOf('Carla Dias'));
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByRole('heading', { name: 'Edit Bruno Lima' })).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Bruno Lima Filho');

    await user.click(editOf('Carla Dias'));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('heading', { name: 'Edit Carla Dias' });
    expect(screen.getByLabelText('Name')).toHaveValue('Carla Dias');
  });
});
