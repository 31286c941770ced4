import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { inTurn, server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { ReservationItem } from '../api/reservation-types';
import { aReservation, RESERVATION_ID, reservationsApi } from './reservations-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET …/history answering `answers` in turn; GET …/export logging its query strings. */
const historyApi = (...answers: (ReservationItem[] | 'error')[]) => {
  const exports: string[] = [];
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get(
      '*/api/stays/reservations/history',
      inTurn(answers, (items) => ({ items, total: items.length, lastPage: 1 })),
    ),
    // The API names the file in the caller's language, as a real server does.
    http.get('*/api/stays/reservations/export', ({ request }) => {
      exports.push(decodeURIComponent(new URL(request.url).search));
      const name = request.headers.get('accept-language') === 'en-US' ? 'reservations' : 'reservas';
      return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': `attachment; filename="${name}-2026-11-25.xlsx"`,
        },
      });
    }),
  );
  return exports;
};

/** The browser's save: jsdom has no object URLs, so each saved file is caught here. */
const catchDownloads = () => {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:saved');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
};

describe('/u/reserves-historic', () => {
  it('lists past reservations with a way to view each and no lifecycle action', async () => {
    historyApi([aReservation({ status: 7 })]);
    renderApp('/u/reserves-historic', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reservation history' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Checkout finished')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/u/guest/${RESERVATION_ID}`,
    );
    expect(within(row).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('exports the history as a spreadsheet', async () => {
    const exports = historyApi([aReservation({ status: 7 })]);
    const saved = catchDownloads();
    const { user } = renderApp('/u/reserves-historic', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toEqual(['reservations-2026-11-25.xlsx']));
    expect(exports).toEqual(['?historic=true']);
  });

  it('saves the spreadsheet under the name the API gives in the language shown', async () => {
    historyApi([aReservation({ status: 7 })]);
    const saved = catchDownloads();
    const { user } = renderApp('/u/reserves-historic', { token: TOKEN, locale: 'es-ES' });
    await user.click(await screen.findByRole('button', { name: 'Exportar a Excel' }));
    await waitFor(() => expect(saved).toEqual(['reservas-2026-11-25.xlsx']));
  });

  it('says so when there is no history yet, and retries a failed load', async () => {
    historyApi('error', []);
    const { user } = renderApp('/u/reserves-historic', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Finished and cancelled reservations show up here.'),
    ).toBeInTheDocument();
  });
});

describe('/u/reserves export', () => {
  it('downloads the list as it is filtered', async () => {
    reservationsApi({ items: [aReservation()] });
    const exports: string[] = [];
    server.use(
      http.get('*/api/stays/reservations/export', ({ request }) => {
        exports.push(decodeURIComponent(new URL(request.url).search));
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { 'Content-Type': XLSX } });
      }),
    );
    const saved = catchDownloads();
    const { user } = renderApp('/u/reserves?counter=approved&date=today', {
      token: TOKEN,
      locale: 'en-US',
    });
    await user.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports).toEqual(['?sort=checkIn&order=asc&dateFilter=today&status[]=3']);
  });
});
