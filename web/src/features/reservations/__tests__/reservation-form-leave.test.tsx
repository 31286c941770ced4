import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { answerLeavePrompt, LEAVE_PROMPT } from '../../../testing/leave-prompt';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { reservationsApi } from './reservations-kit';

/** The new reservation dialog on /u/reserves, with a guest name typed in or not. */
const openNewReservation = async (guestName = 'Pedro Alves') => {
  reservationsApi({ items: [] });
  const view = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
  await screen.findByText('No reservations here');
  await view.user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
  const name = within(dialog).getByRole('textbox', { name: 'Guest name' });
  if (guestName) await view.user.type(name, guestName);
  return { ...view, dialog, name };
};

/** Another page, as Back or a typed address would go (the dialog covers the menu). */
const goToVideos = (router: ReturnType<typeof renderApp>['router']) =>
  act(() => router.navigate('/u/videos'));

const noPrompt = () =>
  expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();

describe('the reservation form dialog, with changes not sent', () => {
  it('asks before closing (Esc, ×, Back); "Keep editing" keeps the form as typed', async () => {
    const { user, dialog, name } = await openNewReservation();
    await user.keyboard('{Escape}');
    await answerLeavePrompt(user, 'Keep editing');
    expect(name).toHaveValue('Pedro Alves');

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByRole('dialog', { name: 'New reservation' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await answerLeavePrompt(user, 'Leave without saving');
    expect(screen.queryByRole('dialog', { name: 'New reservation' })).not.toBeInTheDocument();
    noPrompt();
  });

  it('asks before going to another page, and goes on "Leave without saving"', async () => {
    const { user, router } = await openNewReservation();
    await goToVideos(router);
    await answerLeavePrompt(user, 'Keep editing');
    expect(currentPath(router)).toBe('/u/reserves');
    expect(screen.getByRole('textbox', { name: 'Guest name' })).toHaveValue('Pedro Alves');

    await goToVideos(router);
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    expect(currentPath(router)).toBe('/u/videos');
  });

  it('closes an untouched form without asking', async () => {
    const { user, dialog } = await openNewReservation('');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'New reservation' })).not.toBeInTheDocument();
    noPrompt();
  });

  it('asks nothing once the reservation is created', async () => {
    server.use(
      http.post('*/api/stays/reservations', () =>
        HttpResponse.json(
          { success: true, message: 'Reservation created', data: { id: 'r-1' } },
          { status: 201 },
        ),
      ),
    );
    const { user, dialog, router } = await openNewReservation();
    await user.type(within(dialog).getByLabelText(/Check-out date/), '2099-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Create reservation' }));
    await screen.findByRole('dialog', { name: 'Reservation created' });
    await goToVideos(router);
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    noPrompt();
  });
});
