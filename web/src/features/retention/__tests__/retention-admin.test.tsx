import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role, type RetentionDryRun } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aSessionUser } from '../../../testing/fixtures';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

// Issue 32: the admins' retention screen — the dry run's counts by kind, the moment it read
// against and each stay; the real run only after confirming.

const admin = aSessionUser({ role: Role.ADMIN, company: null, currentSubscription: null });

const aDryRun = (biometric: number): RetentionDryRun => ({
  id: 'run-1',
  dryRun: true,
  startedAt: '2027-02-01T15:00:00Z',
  finishedAt: '2027-02-01T15:00:01Z',
  counts: { biometric, personalData: 0, cancelledAccounts: 0, accessLogs: 4, keptRecords: 0 },
  items:
    biometric > 0
      ? [
          {
            rule: 'biometric',
            accountId: 'a-1',
            reservationId: '3f1c2a9e-0000-4000-8000-000000000001',
            since: '2026-12-23',
          },
        ]
      : [],
});

describe('/admin/retention', () => {
  it('shows what a run would erase, and erases only once confirmed', async () => {
    let runs = 0;
    server.use(...sessionHandlers(admin));
    server.use(
      http.post('*/api/admin/retention/dry-run', () =>
        HttpResponse.json({ data: aDryRun(runs > 0 ? 0 : 1) }, { status: 201 }),
      ),
      http.post('*/api/admin/retention/run', () => {
        runs += 1;
        return HttpResponse.json({ data: aDryRun(1).counts }, { status: 201 });
      }),
    );
    const { user } = renderApp('/admin/retention', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'See what would be erased' }));
    expect(
      await screen.findByRole('heading', { name: /What would be erased as of February 1, 2027/ }),
    ).toBeInTheDocument();
    const biometric = screen.getByText('Stays with biometric data past its period');
    expect(biometric.nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Access logs older than 6 months').nextSibling).toHaveTextContent('4');
    expect(screen.getByText(/Biometric data \(checkout on Dec 23, 2026\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erase now…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase what is past its period now?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(runs).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Erase now…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase for good' }),
    );
    expect(await screen.findByText('No stay has data past its period.')).toBeInTheDocument();
    expect(runs).toBe(1);
  });
});
