import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { ReservationItem } from '../api/reservation-types';
import { aReservation, aResidence, statistics } from './reservations-kit';

/**
 * The list as the API serves it: a projection that shows a command's change only when the
 * command was asked to wait for it (`Prefer: read-your-writes`); otherwise the refetch that
 * follows the answer still reads the old row, as it does a moment after a real command.
 */
const projectedList = (first: ReservationItem) => {
  let projected = first;
  const waited: boolean[] = [];
  const command =
    (status: number) =>
    ({ request }: { request: Request }) => {
      const readYourWrites = request.headers.get('Prefer') === 'read-your-writes';
      waited.push(readYourWrites);
      if (readYourWrites) projected = { ...projected, status: status as ReservationItem['status'] };
      return HttpResponse.json({ success: true, message: 'Reservation status updated' });
    };
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get('*/api/residences', () =>
      HttpResponse.json({ items: [aResidence()], total: 1, lastPage: 1 }),
    ),
    http.get('*/api/stays/reservations', () =>
      HttpResponse.json({
        items: [projected],
        total: 1,
        lastPage: 1,
        statistics: statistics({
          total: 1,
          ...(projected.status === 6 ? { cancelled: 1 } : { waitingApproval: 1 }),
        }),
      }),
    ),
    http.put('*/api/stays/cancelForm', command(6)),
    http.put('*/api/stays/revertCancelForm', command(2)),
  );
  return waited;
};

// The first screen of a file compiles its chunk: slow on a busy machine.
const openMenu = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(
    await screen.findByRole(
      'button',
      { name: 'Actions for the reservation of Carla Dias' },
      { timeout: 20_000 },
    ),
  );
};

describe('/u/reserves after a command', () => {
  it('shows the cancelled row and its counters, and offers to revert instead of cancel', async () => {
    const waited = projectedList(aReservation());
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await openMenu(user);
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /motive|reason/i }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: /cancel reservation|confirm/i }));
    const table = await screen.findByRole('table', { name: 'Reservations' });
    await waitFor(() => expect(within(table).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Cancelled\s*1/ })).toBeInTheDocument();
    await openMenu(user);
    expect(await screen.findByRole('menuitem', { name: 'Revert cancellation' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Cancel reservation' })).not.toBeInTheDocument();
    expect(waited).toEqual([true]);
  });

  it('pushes each page into the history, so Back returns to the page before', async () => {
    projectedList(aReservation());
    server.use(
      http.get('*/api/stays/reservations', () =>
        HttpResponse.json({
          items: [aReservation()],
          total: 40,
          lastPage: 2,
          statistics: statistics({ total: 40 }),
        }),
      ),
    );
    const { user, router } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Next page' }, { timeout: 20_000 }));
    await waitFor(() => expect(currentPath(router)).toBe('/u/reserves?page=2'));
    await act(() => router.navigate(-1));
    expect(currentPath(router)).toBe('/u/reserves');
  });
});
