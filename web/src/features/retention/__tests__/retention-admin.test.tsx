import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Role, type RetentionDryRun, type RetentionRunReport } from '@chegada/contracts';
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
            stay: {
              residenceName: 'Casa Azul',
              checkIn: '2026-12-20',
              checkOut: '2026-12-23',
              guestName: 'Lia Souza',
            },
          },
        ]
      : [],
});

describe('/admin/retention', () => {
  it('shows what a run would erase, and erases only once confirmed', async () => {
    let runs = 0;
    const logged: RetentionRunReport[] = [];
    server.use(...sessionHandlers(admin));
    server.use(
      http.get('*/api/admin/retention/runs', () => HttpResponse.json({ data: logged })),
      http.post('*/api/admin/retention/dry-run', () => {
        const dry = aDryRun(runs > 0 ? 0 : 1);
        logged.unshift({ ...dry, id: `dry-${logged.length}` });
        return HttpResponse.json({ data: dry }, { status: 201 });
      }),
      http.post('*/api/admin/retention/run', () => {
        runs += 1;
        const counts = { ...aDryRun(1).counts, accessLogs: 7 };
        const real = { ...aDryRun(1), id: 'real', dryRun: false, counts };
        logged.unshift(real);
        return HttpResponse.json({ data: real }, { status: 201 });
      }),
    );
    const { user } = renderApp('/admin/retention', { token: TOKEN, locale: 'en-US' });
    expect(await screen.findByText('No run logged yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'See what would be erased' }));
    expect(
      await screen.findByRole('heading', { name: /What would be erased as of February 1, 2027/ }),
    ).toBeInTheDocument();
    const biometric = screen.getByText('Stays with biometric data past its period');
    expect(biometric.nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Access logs older than 6 months').nextSibling).toHaveTextContent('4');
    // Each stay by its property, dates and guest, never by its id.
    const item = screen.getByText(/Biometric data \(checkout on Dec 23, 2026\)/).closest('li');
    expect(item).toHaveTextContent('Casa Azul, Dec 20, 2026 to Dec 23, 2026 — Lia Souza');
    expect(item).not.toHaveTextContent('3f1c2a9e');

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
    const ran = await screen.findByRole('region', { name: /Erased on February 1, 2027/ });
    expect(runs).toBe(1);
    // What the run erased, each stay named as the dry run names it, and its counts.
    expect(within(ran).getByText('Access logs older than 6 months').nextSibling).toHaveTextContent(
      '7',
    );
    expect(
      within(ran)
        .getByText(/Biometric data \(checkout on Dec 23, 2026\)/)
        .closest('li'),
    ).toHaveTextContent('Casa Azul, Dec 20, 2026 to Dec 23, 2026 — Lia Souza');
    // The dry run's list is gone with what it listed; no dry run follows the real one.
    expect(screen.queryByRole('region', { name: /What would be erased/ })).toBeNull();
    const past = screen.getByRole('region', { name: 'Past runs' });
    await within(past).findByText(/Erased$/);
    // One dry run, then the real one: one entry each.
    expect(within(past).getAllByRole('listitem')).toHaveLength(2);
    expect(within(past).getAllByRole('listitem')[0]).toHaveTextContent(
      '1 with biometric data, 0 with documents and personal data, 0 cancelled accounts, 0 kept records, 7 access logs',
    );
  });
});
