import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aReservation, RESERVATION_ID, reservationsApi } from './reservations-kit';
import { aReservationPage, reviewApi } from './review-kit';

// Issue 27: a stay given as dates alone ("2026-11-30", as the API accepts) is that calendar date
// at the property's usual times where it is, not UTC midnight (21:00 the day before in Brazil).
const datesAlone = { CheckIn: '2026-11-30', checkout: '2026-12-02' };

describe('a stay given as dates alone, in pt-BR', () => {
  it('shows the 30th on the reservation list', async () => {
    reservationsApi({ items: [aReservation({ ...datesAlone, language: 'pt-BR' })] });
    renderApp('/u/reserves', { token: TOKEN, locale: 'pt-BR' });
    const table = await screen.findByRole('table', { name: 'Reservas' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText(/a 02\/12/)).toHaveTextContent(
      '30/11/2026, 14:00 a 02/12/2026, 11:00',
    );
  });

  it('shows the 30th at the property’s own times on the review page', async () => {
    const page = aReservationPage({ ...datesAlone });
    reviewApi({
      page: {
        ...page,
        residence: { ...page.residence!, checkInTime: '15:00', checkOutTime: '10:00' },
      },
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale: 'pt-BR' });
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.getByText('30/11/2026, 15:00 a 02/12/2026, 10:00')).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Estadia' });
    expect(within(stay).getByText('Chegada').nextSibling).toHaveTextContent(
      /^30\/11\/2026, 15:00$/,
    );
  });
});

// Issue 29: the stay's years in four digits, as the document's days: en-US's and es-ES's short
// dates would write '11/30/26'.
describe("the stay's dates on the review page, with their four-digit years", () => {
  it.each([
    // Walk61: the arrival read '11/30/2026 15:00' beside the header's '11/30/2026, 3:00 PM'.
    ['en-US', '11/30/2026, 3:00 PM to 12/2/2026, 10:00 AM', 'Arrival', /^11\/30\/2026, 3:00\sPM$/],
    ['es-ES', '30/11/2026, 15:00 a 2/12/2026, 10:00', 'Llegada', /^30\/11\/2026, 15:00$/],
  ] as const)('in %s', async (locale, stayDates, arrival, arrivalDay) => {
    const page = aReservationPage({ ...datesAlone });
    reviewApi({
      page: {
        ...page,
        residence: { ...page.residence!, checkInTime: '15:00', checkOutTime: '10:00' },
      },
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
    await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
    expect(screen.getByText(stayDates)).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: /^(Stay|Estancia)$/ });
    expect(within(stay).getByText(arrival).nextSibling).toHaveTextContent(arrivalDay);
  });
});
