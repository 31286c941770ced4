import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProcessNotificationAnswer } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const stay = (done: boolean): ProcessNotificationAnswer => ({
  action: 'approve',
  done,
  reservationId: '8a3c1a6e-0d6f-4a57-9b1e-2f1f0c1b2a3d',
  guestName: 'Maria Silva',
  propertyName: 'Casa Azul',
  checkIn: '2027-03-10T17:00:00.000Z',
  checkOut: '2027-03-13T14:00:00.000Z',
  timeZone: 'America/Sao_Paulo',
});

type Sent = { token: string; confirm?: boolean };

/** The endpoint as the API answers: the preview acts on nothing; a used link answers 409. */
const processApi = (sent: Sent[], failure?: { status: number; code: string }) =>
  http.post('*/api/stays/process-notification', async ({ request }) => {
    const body = (await request.json()) as Sent;
    sent.push(body);
    if (failure) {
      return HttpResponse.json(
        { statusCode: failure.status, code: failure.code, message: 'server words' },
        { status: failure.status },
      );
    }
    return HttpResponse.json(stay(body.confirm === true));
  });

describe('/process-notification/:token: the approve link of the host’s e-mail', () => {
  it('says what it will do, and approves only once the host confirms', async () => {
    const sent: Sent[] = [];
    server.use(processApi(sent));
    const { user } = renderApp('/process-notification/tok.en', { locale: 'en-US' });
    expect(
      await screen.findByRole('heading', {
        name: 'Approve the reservation of Maria Silva at Casa Azul?',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('From Mar 10, 2027, 2:00 PM to Mar 13, 2027, 11:00 AM'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok.en' }]);
    await user.click(screen.getByRole('button', { name: 'Approve the reservation' }));
    expect(
      await screen.findByText('Reservation approved. The guest and the front desk will be told.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok.en' }, { token: 'tok.en', confirm: true }]);
    expect(
      screen.queryByRole('button', { name: 'Approve the reservation' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See the reservation in the console' }),
    ).toHaveAttribute('href', '/u/guest/8a3c1a6e-0d6f-4a57-9b1e-2f1f0c1b2a3d');
  });

  it.each([
    ['pt-BR', 409, 'PROCESS_TOKEN_USED', 'Este link já foi usado.'],
    ['en-US', 410, 'PROCESS_TOKEN_EXPIRED', 'This link has expired.'],
    ['es-ES', 400, 'PROCESS_TOKEN_INVALID', 'Este enlace no es válido.'],
    ['en-US', 404, 'NOT_FOUND', 'This reservation was not found.'],
  ] as const)(
    'in %s, a %i %s reads clearly and offers nothing to click but the console',
    async (locale, status, code, text) => {
      const sent: Sent[] = [];
      server.use(processApi(sent, { status, code }));
      renderApp('/process-notification/used', { locale });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(
        screen.queryByRole('button', { name: /Aprova|Approve|Aproba/ }),
      ).not.toBeInTheDocument();
      expect(sent).toEqual([{ token: 'used' }]);
    },
  );
});
