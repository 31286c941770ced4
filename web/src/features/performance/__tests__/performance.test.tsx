import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser, aSubUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { inTurn, server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { UserPerformance } from '../api/performance-api';

const aUser = (overrides: Partial<UserPerformance> = {}): UserPerformance => ({
  userId: 'u1',
  name: 'Ana Souza',
  approved: 0,
  refused: 0,
  averageApprovalMinutes: null,
  medianDecisionMinutes: null,
  ...overrides,
});

const performanceApi = (...answers: (UserPerformance[] | 'error')[]) => {
  server.use(
    ...sessionHandlers(aSessionUser()),
    http.get(
      '*/api/users/performance',
      inTurn(answers, (data) => ({ data })),
    ),
  );
};

const open = (locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderApp('/u/users/performance', { token: TOKEN, locale });

// The width stubbed for the phone's case belongs to that test only.
afterEach(() => jest.restoreAllMocks());

describe('/u/users/performance', () => {
  it('shows each user’s decisions, the median time to decide and a chart', async () => {
    performanceApi([
      aUser({ approved: 3, refused: 1, medianDecisionMinutes: 45 }),
      aUser({
        userId: 'u2',
        name: 'Bruno Lima',
        approved: 1,
        refused: 0,
        medianDecisionMinutes: 210,
      }),
    ]);
    open();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Performance per user' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana Souza43145 minutes',
      'Bruno Lima1103.5 hours',
    ]);
    expect(
      screen.getByRole('img', {
        name: '4 approvals and 1 refusal in all; the table above lists each user.',
      }),
    ).toBeInTheDocument();
    // Back to the users it measures, from the page's heading.
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/u/users');
  });

  it('cuts a long name in a narrow chart with an ellipsis, the whole name in its title', async () => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const names = ['Lucía Fernández Albuquerque', 'Bruno Lima', 'Carla Dias'];
    performanceApi(names.map((name, index) => aUser({ userId: `u${index}`, name, approved: 1 })));
    open('es-ES');
    const chart = await screen.findByRole('img', { name: /^3 aprobaciones/ });
    const [lucia, bruno] = [...chart.querySelectorAll('text.chart-day')];
    expect(lucia?.querySelector('title')).toHaveTextContent('Lucía Fernández Albuquerque');
    const shown = lucia?.lastChild?.textContent ?? '';
    expect(shown).toMatch(/^Lucía Fern.*…$/);
    // Each name keeps to its third of the 268 px between the axes (6.5 px a character).
    expect(shown.length * 6.5).toBeLessThanOrEqual(268 / 3);
    expect(bruno?.lastChild?.textContent).toBe('Bruno Lima');
  });

  it('speaks the interface language', async () => {
    performanceApi([aUser({ approved: 2, medianDecisionMinutes: 2 * 1440 })]);
    open('es-ES');
    const table = await screen.findByRole('table', { name: 'Rendimiento por usuario' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2 días');
  });

  it('says where decisions come from before there is any', async () => {
    performanceApi([aUser()]);
    open();
    expect(await screen.findByText('No decisions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See reservations' })).toHaveAttribute(
      'href',
      '/u/reserves?counter=waitingApproval',
    );
  });

  it('says why it failed and tries again', async () => {
    performanceApi('error', [aUser({ approved: 1 })]);
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('/u/users/performance for a sub-user', () => {
  it('says only the account owner sees it, without asking the owner-only endpoint', async () => {
    let asked = 0;
    server.use(
      ...sessionHandlers(aSubUser()),
      http.get('*/api/users/performance', () => {
        asked += 1;
        return HttpResponse.json({ code: 'FORBIDDEN', message: 'Forbidden' }, { status: 403 });
      }),
    );
    open('es-ES');
    expect(
      await screen.findByText('Solo el titular de la cuenta ve el rendimiento del equipo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver reservas' })).toHaveAttribute(
      'href',
      '/u/reserves',
    );
    expect(screen.queryByRole('link', { name: 'Usuarios' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
