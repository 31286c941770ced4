import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultAccountSettings } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { itAsksBeforeLeaving } from '../../../testing/leave-prompt';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

const owner = aSessionUser();
const CONTACT = 'Contact email shown to guests';

/** /u/config with the API keeping what a PUT saves; the contact e-mail typed anew, saved or not. */
const changeContact = async (save: boolean) => {
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
  if (save) {
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Data updated');
  }
  return view;
};

describe('/u/config: leaving with settings not saved', () => {
  itAsksBeforeLeaving('/u/config', {
    change: changeContact,
    keeps: ['the change', () => screen.getByLabelText(CONTACT), 'desk@example.com'],
    settled: 'once the change is saved',
  });
});
