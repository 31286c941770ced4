import { screen } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// An admin runs no property: GET /api/dashboard answers them 403. Every request a test does
// not declare fails it, so this one also shows the admin's dashboard asks for no counters.
describe('/u/home for an admin', () => {
  it('leads to the admin’s own screens instead of the hosts’ counters', async () => {
    server.use(...sessionHandlers(anAdmin()));
    renderApp('/u/home', { token: TOKEN, locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByText(/Chegada’s administration/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    const links = ['Price List', 'Users', 'Queues'].map((name) =>
      screen
        .getAllByRole('link', { name })
        .find((link) => main.contains(link))
        ?.getAttribute('href'),
    );
    expect(links).toEqual(['/admin/price-tables', '/admin/users', '/admin/queues']);
    expect(screen.queryByText(/Could not load the dashboard/)).not.toBeInTheDocument();
  });
});
