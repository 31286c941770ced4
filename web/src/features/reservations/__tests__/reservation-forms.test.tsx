import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReservationItem } from '../api/reservation-types';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aReservation, RESERVATION_ID, reservationsApi } from './reservations-kit';
import { fieldErrorsAnswer } from '../../../testing/fixtures';

const OWNER_ID = '11111111-1111-4111-8111-111111111111';

/** A command route answering `answer`, logging each JSON body it receives. */
const command = (
  method: 'put' | 'post',
  path: string,
  answer: () => Response = () =>
    HttpResponse.json({ success: true, message: 'Reservation status updated' }),
) => {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api/stays/${path}`, async ({ request }) => {
      bodies.push(await request.json().catch(() => null));
      return answer();
    }),
  );
  return bodies;
};

/** /u/reserves with one reservation, its row menu opened on `action`. */
const openAction = async (action: string, item: Partial<ReservationItem> = {}) => {
  reservationsApi({ items: [aReservation(item)] });
  const view = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
  await view.user.click(
    await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
  );
  await view.user.click(await screen.findByRole('menuitem', { name: action }));
  return { ...view, dialog: await screen.findByRole('dialog') };
};

describe('reservation action forms', () => {
  it('refuses with the motive the guest will read, asking for one first', async () => {
    const bodies = command('put', 'refuseForm');
    const { user, dialog } = await openAction('Refuse');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'What the guest needs to fix' }),
    ).toHaveAccessibleDescription('Required field');
    await user.type(within(dialog).getByRole('textbox'), 'The selfie is blurry');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Reservation status updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: RESERVATION_ID, refuseMotive: 'The selfie is blurry' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels in the name of the signed-in user', async () => {
    const bodies = command('put', 'cancelForm');
    const { user, dialog } = await openAction('Cancel reservation');
    await user.type(within(dialog).getByRole('textbox'), 'Guest called off');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    await screen.findByText('Reservation status updated');
    expect(bodies).toEqual([
      { id: RESERVATION_ID, cancelMotive: 'Guest called off', userId: OWNER_ID },
    ]);
  });

  it('hides with a motive and shows again without one', async () => {
    const bodies = command('put', 'setFormVisibility', () =>
      HttpResponse.json({ success: true, message: 'Form visibility updated' }),
    );
    const { user, dialog } = await openAction('Show form', { hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Show form' }));
    expect(await screen.findByText('Form visibility updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: RESERVATION_ID, hiddenMotive: '' }]);
  });

  it('changes the dates on the property’s clock, and refuses a check-out before check-in', async () => {
    const bodies = command('put', 'extendCheckoutForm', () =>
      HttpResponse.json({ success: true, message: 'Stay dates changed', newPasscode: null }),
    );
    const { user, dialog } = await openAction('Change dates');
    const checkoutDate = within(dialog).getByLabelText(/Check-out date/);
    expect(within(dialog).getByLabelText(/Check-in time/)).toHaveValue('14:00');
    await user.clear(checkoutDate);
    await user.type(checkoutDate, '2026-12-13');
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    expect(await within(dialog).findByText('Check-out must be after check-in')).toBeInTheDocument();
    await user.clear(checkoutDate);
    await user.type(checkoutDate, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    expect(await screen.findByText('Stay dates changed')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: RESERVATION_ID,
        CheckIn: '2026-12-14T14:00:00-03:00',
        checkout: '2026-12-20T11:00:00-03:00',
        confirm: true,
      },
    ]);
  });

  it('says how the lock took the new dates, and TTLock’s refusal with the backup path', async () => {
    command('put', 'extendCheckoutForm', () =>
      HttpResponse.json({
        success: true,
        message: 'Stay dates changed',
        newPasscode: {
          success: false,
          message: 'The lock is offline. Set a code by hand.',
          pending: false,
        },
      }),
    );
    const { user, dialog } = await openAction('Change dates');
    const checkoutDate = within(dialog).getByLabelText(/Check-out date/);
    await user.clear(checkoutDate);
    await user.type(checkoutDate, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    const notice = await screen.findByRole('dialog', { name: 'The lock and the new dates' });
    expect(within(notice).getByRole('status')).toHaveTextContent(
      'The lock is offline. Set a code by hand.',
    );
    await user.click(within(notice).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on the maximum guests field', async () => {
    command('put', 'updateMaxGuests', () =>
      fieldErrorsAnswer(
        [{ field: 'maxGuests', message: 'Max guests reached!' }],
        'Validation failed',
      ),
    );
    const { user, dialog } = await openAction('Change maximum guests');
    const field = within(dialog).getByRole('spinbutton', { name: 'Maximum guests' });
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog')).getByRole('spinbutton', { name: 'Maximum guests' }),
      ).toHaveAccessibleDescription('Max guests reached!'),
    );
  });

  it('hands the reservation to a sub-user', async () => {
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json({
          data: [{ id: '22222222-2222-4222-8222-222222222222', name: 'Bruno' }],
        }),
      ),
    );
    const bodies = command('put', 'reservations/responsible-user', () =>
      HttpResponse.json({ success: true, message: 'Responsible user updated' }),
    );
    const { user, dialog } = await openAction('Change responsible user');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Responsible user' }),
      await within(dialog).findByRole('option', { name: 'Bruno' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Responsible user updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        reservationId: RESERVATION_ID,
        responsibleUserId: '22222222-2222-4222-8222-222222222222',
        reason: '',
        isCheckoutResponsibleUser: false,
      },
    ]);
  });
});
