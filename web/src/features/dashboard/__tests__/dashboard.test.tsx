import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { Dashboard, DashboardDay } from '../api/dashboard-api';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.
const statistics: Dashboard['statistics'] = {
  pending: 3,
  filling: 2,
  waitingApproval: 4,
  approved: 7,
  checkoutFinished: 11,
  refused: 1,
  cancelled: 5,
  hidden: 6,
  total: 39,
  preferencialReservations: 8,
};

/** 30 days from 22 Nov 2026, busy on the first and the fifth. */
const days: DashboardDay[] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 10, 22 + index)).toISOString().slice(0, 10),
  arrivals: index === 0 ? 2 : index === 4 ? 1 : 0,
  departures: index === 4 ? 3 : 0,
}));

const openDashboard = (answer: () => Response, locale: 'en-US' | 'pt-BR' = 'en-US') => {
  server.use(...sessionHandlers(aSessionUser()), http.get('*/api/dashboard', answer));
  return renderApp('/u/home', { token: TOKEN, locale });
};

// Each counter's name is a link to the reservations it counts, inside the card's <dt>.
const card = (label: string) =>
  screen.getByRole('link', { name: label }).closest('dt')!.parentElement!;

// The width stubbed for the phone's case belongs to that test only.
afterEach(() => jest.restoreAllMocks());

describe('/u/home dashboard', () => {
  it('shows every counter of GET /api/dashboard as a labelled card', async () => {
    openDashboard(() => HttpResponse.json({ statistics, days }));
    await screen.findByRole('heading', { level: 2, name: 'Your reservations' });
    const expected = [
      ['Waiting for the guest', '3'],
      ['Being filled in', '2'],
      ['Waiting for approval', '4'],
      ['Approved', '7'],
      ['Checkout finished', '11'],
      ['Refused', '1'],
      ['Cancelled', '5'],
      ['Hidden', '6'],
      ['Need you now (48 h)', '8'],
      ['Total', '39'],
    ];
    for (const [label, value] of expected) {
      expect(within(card(label ?? '')).getByRole('definition')).toHaveTextContent(value ?? '');
    }
    expect(screen.getByRole('link', { name: 'Waiting for approval' })).toHaveAttribute(
      'href',
      '/u/reserves?counter=waitingApproval',
    );
  });

  it('draws the 30 days as bars and summarises them for assistive technology', async () => {
    openDashboard(() => HttpResponse.json({ statistics, days }));
    const chart = await screen.findByRole('img', {
      name: '3 arrivals and 3 departures in the next 30 days; the table below lists each day.',
    });
    expect(chart.querySelectorAll('rect.bar-arrivals')).toHaveLength(30);
    expect(chart.querySelectorAll('rect.bar-departures')).toHaveLength(30);
    const titles = [...chart.querySelectorAll('title')].map((title) => title.textContent);
    expect(titles).toContain('Sun, November 22: 2 arrivals');
    expect(titles).toContain('Thu, November 26: 3 departures');
    // The tallest bar reaches the top of the axis; an empty day has no height.
    const heights = [...chart.querySelectorAll('rect.bar-departures')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(Math.max(...heights)).toBeGreaterThan(0);
    expect(heights[0]).toBe(0);
  });

  it('fits the whole month into a phone’s width, labels whole and apart', async () => {
    // A 360 px screen leaves the chart's frame about 300 px (jsdom lays nothing out).
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    openDashboard(() => HttpResponse.json({ statistics, days }));
    const chart = await screen.findByRole('img', { name: /^3 arrivals and 3 departures/ });
    expect(chart).toHaveAttribute('viewBox', '0 0 300 240');
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars).toHaveLength(60);
    for (const bar of bars) {
      expect(Number(bar.getAttribute('x')) + Number(bar.getAttribute('width'))).toBeLessThan(300);
    }
    const labels = [...chart.querySelectorAll('text.chart-day')];
    expect(labels[0]).toHaveTextContent('11/22');
    const xs = labels.map((label) => Number(label.getAttribute('x')));
    expect(xs.length).toBeGreaterThanOrEqual(4);
    // 11 px labels of five characters need about 40 px each, half on either side of x.
    xs.slice(1).forEach((x, index) => expect(x - xs[index]!).toBeGreaterThanOrEqual(44));
    expect(xs.at(-1)! + 20).toBeLessThanOrEqual(300);
  });

  it('gives screen readers the same figures as a table, day by day', async () => {
    openDashboard(() => HttpResponse.json({ statistics, days }));
    const table = await screen.findByRole('table', {
      name: 'Arrivals and departures in the next 30 days',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Arrivals', 'Departures']);
    expect(rows[5]).toHaveTextContent('Thu, November 2613');
  });

  it('speaks the interface language', async () => {
    openDashboard(() => HttpResponse.json({ statistics, days }), 'pt-BR');
    await screen.findByRole('heading', { level: 2, name: 'Suas reservas' });
    expect(within(card('Aguardando aprovação')).getByRole('definition')).toHaveTextContent('4');
    expect(
      screen.getByRole('img', { name: /^3 chegadas e 3 saídas nos próximos 30 dias/ }),
    ).toBeInTheDocument();
  });

  it('says why the dashboard could not load, and loads it again on request', async () => {
    let calls = 0;
    const { user } = openDashboard(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno no servidor' },
            { status: 500 },
          )
        : HttpResponse.json({ statistics, days });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the dashboard: An internal server error has occurred. Please try again later.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 2, name: 'Your reservations' });
    expect(calls).toBe(2);
  });

  it('says so when the server cannot be reached', async () => {
    openDashboard(() => HttpResponse.error());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not connect to server. Please try again later.',
    );
  });
});

describe('/u/home for a new account', () => {
  const none = Object.fromEntries(
    Object.keys(statistics).map((key) => [key, 0]),
  ) as Dashboard['statistics'];
  const quiet = days.map((day) => ({ ...day, arrivals: 0, departures: 0 }));
  const withResidences = (total: number) =>
    server.use(
      http.get('*/api/residences', () => HttpResponse.json({ items: [], total, lastPage: 1 })),
    );
  const steps = async () => {
    const guide = await screen.findByRole('region', { name: 'Getting started' });
    return within(guide)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
  };

  it('guides: add a property first, then create a reservation, then send the link', async () => {
    openDashboard(() => HttpResponse.json({ statistics: none, days: quiet }));
    withResidences(0);
    expect((await steps())[0]).toMatch(/^To do:Add a property/);
    expect(screen.getByRole('link', { name: 'Add a property' })).toHaveAttribute(
      'href',
      '/u/houses?new=1',
    );
  });

  it('opens the new property’s form straight from the first step', async () => {
    openDashboard(() => HttpResponse.json({ statistics: none, days: quiet }));
    withResidences(0);
    await screen.findByRole('region', { name: 'Getting started' });
    await userEvent.click(screen.getByRole('link', { name: 'Add a property' }));
    expect(await screen.findByRole('textbox', { name: /Property name/ })).toBeInTheDocument();
  });

  it('opens the new reservation’s dialog straight from the second step', async () => {
    openDashboard(() => HttpResponse.json({ statistics: none, days: quiet }));
    server.use(
      http.get('*/api/residences', () =>
        HttpResponse.json({
          items: [{ id: 'h1', name: 'Casa Paulista', supportedLanguages: ['pt-BR'] }],
          total: 1,
          lastPage: 1,
        }),
      ),
      http.get('*/api/stays/reservations', () =>
        HttpResponse.json({ items: [], total: 0, lastPage: 1, statistics: none }),
      ),
    );
    await screen.findByRole('region', { name: 'Getting started' });
    await userEvent.click(screen.getByRole('link', { name: 'Create a reservation' }));
    expect(await screen.findByRole('dialog', { name: 'New reservation' })).toBeInTheDocument();
  });

  it('counts a hidden reservation as created', async () => {
    openDashboard(() => HttpResponse.json({ statistics: { ...none, hidden: 1 }, days: quiet }));
    const [property, reservation, link] = await steps();
    expect(property).toMatch(/^Done:Add a property/);
    expect(reservation).toMatch(/^Done:Create a reservation/);
    expect(link).toMatch(/^To do:Send the guest the link/);
  });

  it('ticks the property off once there is one, and points at the reservation', async () => {
    openDashboard(() => HttpResponse.json({ statistics: none, days: quiet }));
    withResidences(1);
    const [property, reservation] = await steps();
    expect(property).toMatch(/^Done:Add a property/);
    expect(reservation).toMatch(/^To do:Create a reservation/);
    expect(screen.getByRole('link', { name: 'Create a reservation' })).toHaveAttribute(
      'href',
      '/u/reserves?new=1',
    );
  });

  it('asks for the link while the reservations are only pending', async () => {
    openDashboard(() => HttpResponse.json({ statistics: { ...none, pending: 1, total: 1 }, days }));
    expect((await steps())[2]).toMatch(/^To do:Send the guest the link/);
    expect(screen.getByRole('link', { name: 'Send the guest the link' })).toBeInTheDocument();
  });

  it('shows no guide to an account under way', async () => {
    openDashboard(() => HttpResponse.json({ statistics, days }));
    await screen.findByRole('heading', { level: 2, name: 'Your reservations' });
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });
});
