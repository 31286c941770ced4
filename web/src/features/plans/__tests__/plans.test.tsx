import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import type { Plan } from '../../../lib/api/plans-api';

type Tier = Plan['tiers'][number];

const aPlan = (name: string, tiers: Tier[] = [{ min: 1, max: 5, monthlyPrice: 9900 }]) => ({
  id: `id-${name}`,
  name,
  active: true,
  tiers,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
});

// The server's TRIAL_DAYS, not the default 30: the pages say the trial it gives.
const answer = (plans: ReturnType<typeof aPlan>[]) =>
  http.get('*/api/price-tables', () => HttpResponse.json({ data: plans, trialDays: 14 }));

const openPlans = (locale: Locale = 'en-US') => renderApp('/planos', { locale });

const tierTexts = async (planName: string) => {
  const card = await screen.findByRole('article', { name: planName });
  return within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('/planos list', () => {
  it('shows each price table with its tiers by property count, money in pt-BR BRL', async () => {
    server.use(
      answer([
        aPlan('Essential', [
          { min: 1, max: 1, monthlyPrice: 0 },
          { min: 2, max: 10, monthlyPrice: 9990 },
          { min: 11, max: 100, monthlyPrice: 123450 },
          { min: 101, max: 1000, monthlyPrice: 100000000 },
        ]),
        aPlan('Pro'),
      ]),
    );
    openPlans();
    // In en-US as the subscription page and every screen write money there (issue 31).
    expect(await tierTexts('Essential')).toEqual([
      '1 property: R$0.00 per month',
      '2 to 10 properties: R$99.90 per month',
      '11 to 100 properties: R$1,234.50 per month',
      '101 to 1,000 properties: R$1,000,000.00 per month',
    ]);
    expect(await tierTexts('Pro')).toEqual(['1 to 5 properties: R$99.00 per month']);
  });

  it.each([
    ['pt-BR', 'De 1 a 5 imóveis: R$\u00a099,00 por mês', 'Comece seu teste grátis de 14 dias'],
    [
      'es-ES',
      'De 1 a 5 propiedades: R$\u00a099,00 al mes',
      'Empieza tu prueba gratuita de 14 días',
    ],
  ] as const)('words the tiers in %s and keeps money in BRL', async (locale, tier, cta) => {
    server.use(answer([aPlan('Essencial')]));
    openPlans(locale);
    expect(await tierTexts('Essencial')).toEqual([tier]);
    expect(screen.getByRole('link', { name: cta })).toHaveAttribute('href', '/register');
  });

  it('shows a single plan as a card, not a carousel of one', async () => {
    server.use(answer([aPlan('Essencial')]));
    openPlans();
    expect(await tierTexts('Essencial')).toEqual(['1 to 5 properties: R$99.00 per month']);
    expect(screen.queryByRole('button', { name: 'Next plan' })).toBeNull();
    expect(screen.queryByText(/^Plan 1 of 1$/)).toBeNull();
  });

  it('calls visitors to the trial the server gives (TRIAL_DAYS) on /register', async () => {
    server.use(answer([aPlan('Essential')]));
    openPlans();
    await screen.findByRole('article', { name: 'Essential' });
    expect(screen.getByRole('link', { name: 'Start your 14-day free trial' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText('Try it before you subscribe: 14 days free, no commitment.'));
    expect(screen.getByRole('heading', { name: 'Try it free for 14 days' })).toBeInTheDocument();
  });

  it('names no number of days while the server has not said it', async () => {
    server.use(http.get('*/api/price-tables', () => new HttpResponse(null, { status: 503 })));
    openPlans('pt-BR');
    await screen.findByRole('alert');
    expect(screen.getByRole('link', { name: 'Comece seu teste grátis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Experimente grátis' })).toBeInTheDocument();
    expect(screen.queryByText(/30/)).not.toBeInTheDocument();
  });
});

describe('/planos errors (spec §8)', () => {
  it.each([
    [
      'the server fails',
      () => HttpResponse.json({ message: 'Erro interno no servidor' }, { status: 500 }),
    ],
    ['the server cannot be reached', () => HttpResponse.error()],
  ])("says 'Error fetching price list' when %s, and retries", async (_, failure) => {
    server.use(http.get('*/api/price-tables', failure));
    const { user } = openPlans();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching price list');
    server.use(answer([aPlan('Essential')]));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Essential' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'No price list is published yet. Please check back soon.'],
    ['pt-BR', 'Nenhuma tabela encontrada ainda. Tente novamente.'],
    ['es-ES', 'Todavía no hay tablas. Inténtalo de nuevo.'],
  ] as const)('says so in %s when there is no table yet', async (locale, text) => {
    server.use(answer([]));
    openPlans(locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Not an error: a fresh install has no table yet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('words the failure in Portuguese', async () => {
    server.use(http.get('*/api/price-tables', () => new HttpResponse(null, { status: 503 })));
    openPlans('pt-BR');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar a lista de preços');
  });
});
