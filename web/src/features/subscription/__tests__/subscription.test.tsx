import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { SessionUser } from '../../../lib/session/session-user';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

const table = {
  id: 't1',
  name: 'Temporada',
  tiers: [
    { min: 1, max: 5, monthlyPrice: 9900 },
    { min: 6, max: 20, monthlyPrice: 19900 },
  ],
};

const openSubscription = (
  user: SessionUser = aSessionUser(),
  tables: () => Response = () => HttpResponse.json({ data: [table] }),
  locale: 'en-US' | 'pt-BR' = 'en-US',
) => {
  server.use(
    ...sessionHandlers(user),
    http.get('*/api/residences', () => HttpResponse.json({ items: [], total: 7, lastPage: 7 })),
    http.get('*/api/price-tables', tables),
  );
  return renderApp('/u/subscription', { token: TOKEN, locale });
};

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('/u/subscription', () => {
  it('shows the trial, its days left, the property count and the tier it falls in', async () => {
    openSubscription();
    const yours = await screen.findByText('your tier');
    expect(fact('Plan')).toHaveTextContent('Free trial');
    expect(fact('Trial ends')).toHaveTextContent('in 20 days');
    expect(fact('Properties')).toHaveTextContent('7');
    expect(yours.closest('tr')).toHaveTextContent('6 to 20your tierR$199.00');
    const prices = screen.getByRole('table', { name: 'Temporada' });
    expect(within(prices).getAllByRole('row')).toHaveLength(3);
    expect(
      screen.getByText('Nothing to pay. When a payment is due, its link shows here.'),
    ).toBeInTheDocument();
  });

  it('names a paid plan as it is and opens the payment link in a new tab', async () => {
    openSubscription(
      aSessionUser({
        currentSubscription: {
          status: 'inactive',
          plan: { name: 'Temporada' },
          trialDaysLeft: null,
          paymentLink: 'https://pay.example.com/inv/1',
        },
      }),
    );
    const pay = await screen.findByRole('link', {
      name: 'Pay the subscription (opens in a new tab)',
    });
    expect(pay).toHaveAttribute('href', 'https://pay.example.com/inv/1');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(fact('Plan')).toHaveTextContent('Temporada');
    expect(fact('Status')).toHaveTextContent('Inactive');
  });

  it('prices in the user’s locale, and says when no table is published', async () => {
    openSubscription(aSessionUser(), () => HttpResponse.json({ data: [] }), 'pt-BR');
    expect(
      await screen.findByText('Nenhuma tabela de preços publicada ainda.'),
    ).toBeInTheDocument();
    expect(fact('Plano')).toHaveTextContent('Período de teste');
  });

  it('says why the prices failed and retries', async () => {
    let failures = 1;
    const { user } = openSubscription(aSessionUser(), () =>
      failures-- > 0
        ? HttpResponse.json({ statusCode: 500, message: 'Database down' }, { status: 500 })
        : HttpResponse.json({ data: [table] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Temporada' })).toBeInTheDocument();
  });
});
