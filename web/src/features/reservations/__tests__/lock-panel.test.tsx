import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi } from './review-kit';

const withLock = () =>
  aReservationPage({
    residence: { ...aReservationPage().residence!, usesTTLock: true },
  });

const FAILED = {
  status: 'failed',
  lockId: '4711',
  passcode: null,
  startDate: null,
  endDate: null,
  error: {
    code: -3036,
    message:
      'The lock is offline (flat battery or out of the gateway’s range). We will try again; if needed, set a code by hand.',
  },
  updatedAt: '2026-12-10T12:00:00.000Z',
};
const ACTIVE = {
  ...FAILED,
  status: 'active',
  passcode: '482913',
  startDate: '2026-12-14T17:00:00.000Z',
  endDate: '2026-12-18T14:00:00.000Z',
  error: null,
};

const openReview = () => renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale: 'en-US' });
const panel = () => screen.getByRole('region', { name: 'Lock' });

describe('/u/guest/:id lock panel', () => {
  it('shows the TTLock failure in the host’s words, retries it and gets the code', async () => {
    reviewApi({ page: withLock() });
    const retries: string[] = [];
    server.use(
      http.get(`*/api/locks/reservations/${RESERVATION_ID}`, () =>
        HttpResponse.json({ data: retries.length ? ACTIVE : FAILED }),
      ),
      http.post(`*/api/locks/reservations/${RESERVATION_ID}/retry`, ({ request }) => {
        retries.push(request.method);
        return HttpResponse.json({ data: ACTIVE });
      }),
    );
    const { user } = openReview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The code could not be created on the lock.');
    expect(alert).toHaveTextContent('The lock is offline');
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lock checked again')).toBeInTheDocument();
    expect(retries).toEqual(['POST']);
    expect(await within(panel()).findByText('482913')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('valid from 12/14/26, 2:00 PM to 12/18/26, 11:00 AM');
  });

  it('reads the lock again once new dates moved its code', async () => {
    reviewApi({ page: { ...withLock(), status: 3, statusName: 'ENDED' } });
    let moved = false;
    server.use(
      http.get(`*/api/locks/reservations/${RESERVATION_ID}`, () =>
        HttpResponse.json({
          data: moved ? { ...ACTIVE, endDate: '2026-12-20T14:00:00.000Z' } : ACTIVE,
        }),
      ),
      http.put('*/api/stays/extendCheckoutForm', () => {
        moved = true;
        return HttpResponse.json({
          success: true,
          message: 'Stay dates changed',
          newPasscode: {
            success: true,
            message: 'The lock’s code is ready for the new dates',
            pending: false,
          },
        });
      }),
    );
    const { user } = openReview();
    expect(await screen.findByText('482913')).toBeInTheDocument();
    const lock = panel();
    expect(lock).toHaveTextContent('to 12/18/26, 11:00 AM');
    await user.click(
      screen.getByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Change dates' }));
    const dialog = await screen.findByRole('dialog');
    const checkoutDate = within(dialog).getByLabelText(/Check-out date/);
    await user.clear(checkoutDate);
    await user.type(checkoutDate, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    await screen.findByRole('dialog', { name: 'The lock and the new dates' });
    await waitFor(() => expect(lock).toHaveTextContent('to 12/20/26, 11:00 AM'));
  });

  it('shows the code made on approval without a reload, and offers no retry before it', async () => {
    let approved = false;
    reviewApi({ page: withLock() });
    server.use(
      http.get(`*/api/stays/local/${RESERVATION_ID}`, () =>
        HttpResponse.json({
          data: approved ? { ...withLock(), status: 3, statusName: 'ENDED' } : withLock(),
        }),
      ),
      http.get(`*/api/locks/reservations/${RESERVATION_ID}`, () =>
        approved
          ? HttpResponse.json({ data: ACTIVE })
          : HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
      http.post(`*/api/stays/approve-reservation/${RESERVATION_ID}`, () => {
        approved = true;
        return HttpResponse.json({ success: true, message: 'Reservation status updated' });
      }),
    );
    const { user } = openReview();
    expect(
      await within(await screen.findByRole('region', { name: 'Lock' })).findByText(
        /it is created when the reservation is approved/,
      ),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await within(panel()).findByText('482913')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the manual code when TTLock cannot help', async () => {
    reviewApi({ page: withLock() });
    server.use(
      http.get(`*/api/locks/reservations/${RESERVATION_ID}`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    const { user } = openReview();
    expect(
      await screen.findByText(
        /No code on the lock yet: it is created when the reservation is approved/,
      ),
    ).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Set a code by hand' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('is not there for a property without a lock', async () => {
    reviewApi();
    openReview();
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.queryByRole('region', { name: 'Lock' })).not.toBeInTheDocument();
  });
});
