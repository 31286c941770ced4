import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import {
  answerLeavePrompt,
  itAsksBeforeCancelling,
  itAsksBeforeLeaving,
} from '../../../testing/leave-prompt';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

/** /u/users with the new user's form open, a name typed in or not. */
const openNewUser = async (typeName: boolean) => {
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
  if (typeName) await user.type(screen.getByLabelText('Name'), 'Carla Dias');
  return view;
};

/** The new user's form filled in, then saved or not. */
const addUser = async (save: boolean) => {
  const view = await openNewUser(true);
  const { user } = view;
  if (save) {
    await user.type(screen.getByLabelText('Email'), 'carla@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add user' });
  }
  return view;
};

describe('/u/users: leaving a user form not saved', () => {
  itAsksBeforeLeaving('/u/users', {
    change: addUser,
    keeps: ['the name', () => screen.getByLabelText('Name'), 'Carla Dias'],
    settled: 'once the user is added',
  });
});

describe('/u/users: cancelling a user form', () => {
  itAsksBeforeCancelling({
    open: openNewUser,
    keeps: ['Name', 'Carla Dias'],
    backTo: () => screen.findByRole('button', { name: 'Add user' }),
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
