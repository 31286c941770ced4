import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aReservation, aResidence, reservationsApi } from './reservations-kit';

// Issue 27: what the menu offers follows the lifecycle, and a risky finish says why it is risky.

const CANCELLED = 6;
const APPROVED = 3;

/** The list of one reservation, its property with a lock; answers the open actions menu. */
const openMenu = async (reservation: ReturnType<typeof aReservation>) => {
  reservationsApi({ items: [reservation] });
  server.use(
    http.get('*/api/residences', () =>
      HttpResponse.json({ items: [aResidence({ usesTTLock: true })], total: 1, lastPage: 1 }),
    ),
  );
  const view = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
  await view.user.click(
    await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
  );
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  return { ...view, items };
};

/** An approved stay checking in at `checkIn` (4 days long), its "Finish checkout" dialog open. */
const finishCheckoutOf = async (checkIn: string) => {
  const checkout = new Date(Date.parse(checkIn) + 4 * 24 * 60 * 60 * 1000).toISOString();
  const view = await openMenu(aReservation({ status: APPROVED, CheckIn: checkIn, checkout }));
  await view.user.click(screen.getByRole('menuitem', { name: 'Finish checkout' }));
  return { ...view, dialog: await screen.findByRole('dialog') };
};

describe('reservation actions by status', () => {
  it('offers a cancelled reservation no guest link and no door code, only what still applies', async () => {
    const { items } = await openMenu(aReservation({ status: CANCELLED }));
    expect(items).toContain('Revert cancellation');
    expect(items).not.toContain('Copy guest link');
    expect(items).not.toContain('Send link by WhatsApp');
    expect(items).not.toContain('Send link by email');
    expect(items).not.toContain('Set dynamic password');
  });

  it('offers an approved reservation its link and its door code', async () => {
    const { items } = await openMenu(aReservation({ status: APPROVED }));
    expect(items).toEqual(
      expect.arrayContaining(['Copy guest link', 'Send link by WhatsApp', 'Set dynamic password']),
    );
  });

  it('asks before finishing the checkout of a stay whose check-in has not come', async () => {
    const finished: unknown[] = [];
    server.use(
      http.post('*/api/stays/finish-checkout/:id', async ({ request }) => {
        finished.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Checkout finished', data: {} });
      }),
    );
    const { user, dialog } = await finishCheckoutOf('2099-12-14T17:00:00.000Z');
    expect(dialog).toHaveAccessibleDescription(
      'Check-in is only on 12/14/2099, 2:00 PM: finishing the checkout now ends a stay that has ' +
        'not begun and the lock passcodes stop working.',
    );
    // "Cancel" here would read as cancelling the reservation: the way out keeps the stay.
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the stay' }));
    expect(finished).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Finish checkout' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Finish before check-in',
      }),
    );
    expect(await screen.findByText('Checkout finished')).toBeInTheDocument();
    expect(finished).toEqual([{ confirm: true }]);
  });

  it('finishes a stay already under way with the plain confirmation', async () => {
    const { dialog } = await finishCheckoutOf('2026-01-10T17:00:00.000Z');
    expect(dialog).toHaveAccessibleDescription(
      'The stay ends and the lock passcodes stop working.',
    );
    expect(within(dialog).getByRole('button', { name: 'Finish checkout' })).toBeInTheDocument();
  });
});
