import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { RESERVATION_ID } from '../../features/reservations/__tests__/reservations-kit';
import { aReservationPage, reviewApi } from '../../features/reservations/__tests__/review-kit';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { TOKEN } from '../../testing/session-handlers';

/** A page that throws while it draws: here a reservation answered without its form. */
const aPageThatThrows = () => {
  reviewApi({ page: aReservationPage({ form: null as never }) });
  server.use(
    http.get(`*/api/stays/local/${RESERVATION_ID}`, () =>
      HttpResponse.json(
        { data: aReservationPage({ form: null as never }) },
        { headers: { 'X-Request-Id': 'req-7f3a9c21' } },
      ),
    ),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
};

/** The page that throws, opened in `locale`, once it shows the crash page's `title`. */
const openCrashed = async (locale: Locale, title: string) => {
  aPageThatThrows();
  renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
};

describe('a page that fails to draw (issue 25)', () => {
  it('says so in the user’s language, inside the site’s frame, with the request id and ways back', async () => {
    await openCrashed('en-US', 'Something went wrong on this page');
    expect(screen.getByText(/Your data is safe: try again or go back/)).toBeInTheDocument();
    expect(screen.getByText('req-7f3a9c21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/u/home',
    );
    // The header stays: the rest of the console is a click away.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Unexpected Application Error|TypeError|at \w+ \(/);
  });

  it('speaks Spanish to a host who reads the site in Spanish', async () => {
    await openCrashed('es-ES', 'Algo salió mal en esta página');
    expect(screen.getByText(/Código para el soporte/)).toHaveTextContent('req-7f3a9c21');
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toBeInTheDocument();
  });
});
