import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aPaidSubscription, aSessionUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { TOKEN } from '../../testing/session-handlers';
import { reservationsApi } from '../../features/reservations/__tests__/reservations-kit';

const PAY_AT = 'https://asaas.test/i/pay_1';

/**
 * An account whose charge stays unpaid past its grace while the host's page is open: /api/me
 * answers active until the cycle runs, inactive after. The first refusal is the cycle's mark.
 */
const lapsingAccount = () => {
  let user = aSessionUser({ currentSubscription: aPaidSubscription() });
  reservationsApi({ items: [] });
  server.use(
    http.get('*/api/me', () => HttpResponse.json(user)),
    http.post('*/api/stays/reservations', () => {
      user = aSessionUser({
        currentSubscription: aPaidSubscription({ status: 'inactive', paymentLink: PAY_AT }),
      });
      return HttpResponse.json(
        {
          statusCode: 402,
          code: 'SUBSCRIPTION_INACTIVE',
          message: 'Your subscription is inactive for lack of payment.',
        },
        { status: 402 },
      );
    }),
  );
};

// Issue 31, the last walk: the notice showed only once the session was read again (a reload).
describe('an account that becomes inactive while its page is open', () => {
  it('shows the inactive notice and holds "New reservation" back at the first refusal', async () => {
    lapsingAccount();
    const { user } = renderApp('/u/reserves', { token: TOKEN, locale: 'en-US' });
    await screen.findByText('No reservations here');
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'New reservation' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New reservation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Guest name' }), 'Pedro Alves');
    await user.type(within(dialog).getByLabelText(/Check-out date/), '2099-04-04');
    await user.click(within(dialog).getByRole('button', { name: 'Create reservation' }));

    // The form stays open with what was typed (a refusal loses nothing); behind it, the page
    // already shows the notice and holds every "New reservation" back.
    expect(within(dialog).getByRole('textbox', { name: 'Guest name' })).toHaveValue('Pedro Alves');
    const notice = await screen.findByRole('note', { hidden: true });
    expect(notice).toHaveTextContent(/subscription is inactive for lack of payment/);
    expect(within(notice).getByRole('link', { name: /^Pay now/, hidden: true })).toHaveAttribute(
      'href',
      PAY_AT,
    );
    expect(screen.getByRole('link', { name: 'Subscription: inactive', hidden: true })).toHaveClass(
      'nav-warning',
    );
    for (const button of screen.getAllByRole('button', { name: 'New reservation', hidden: true }))
      expect(button).toBeDisabled();
  });
});

// Issue 31 #3: cancelled and over is not "for lack of payment": nothing is owed.
describe('an account whose cancelled subscription has ended', () => {
  const ended = () =>
    aSessionUser({ currentSubscription: aPaidSubscription({ status: 'inactive', ended: true }) });

  it.each([
    [
      'en-US',
      /cancelled and its service has ended/,
      'Subscribe again (opens in a new tab)',
      'Subscription: ended',
      'New reservation',
    ],
    [
      'pt-BR',
      /cancelada e o serviço terminou/,
      'Assinar de novo (abre em nova aba)',
      'Assinatura: encerrada',
      'Nova reserva',
    ],
    [
      'es-ES',
      /cancelada y el servicio terminó/,
      'Suscribirse de nuevo (se abre en una pestaña nueva)',
      'Suscripción: finalizada',
      'Nueva reserva',
    ],
  ] as const)(
    'says so in %s, offers to subscribe again and holds "New reservation" back',
    async (locale, says, resume, badge, newReservation) => {
      reservationsApi({ items: [] });
      server.use(http.get('*/api/me', () => HttpResponse.json(ended())));
      renderApp('/u/reserves', { token: TOKEN, locale });
      const notice = await screen.findByRole('note');
      expect(notice).toHaveTextContent(says);
      expect(notice).not.toHaveTextContent(/lack of payment|falta de pag/i);
      expect(within(notice).getByRole('link', { name: resume })).toHaveAttribute(
        'href',
        '/u/subscription',
      );
      expect(within(notice).getByRole('link', { name: resume })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(within(notice).getAllByRole('link')).toHaveLength(1);
      expect(screen.getByRole('link', { name: badge })).toHaveClass('nav-warning');
      for (const button of screen.getAllByRole('button', { name: newReservation }))
        expect(button).toBeDisabled();
    },
  );
});
