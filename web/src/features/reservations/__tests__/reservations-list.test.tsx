import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import {
  aReservation,
  PROPERTY_ID,
  RESERVATION_ID,
  reservationsApi,
  statistics,
} from './reservations-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

const openReserves = (path = '/u/reserves') => renderApp(path, { token: TOKEN, locale: 'en-US' });

describe('/u/reserves', () => {
  it('shows a skeleton, then each reservation with its status, progress and source', async () => {
    reservationsApi({
      items: [aReservation()],
      statistics: statistics({ total: 1, waitingApproval: 1 }),
    });
    openReserves();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Carla Dias');
    expect(within(row).getByRole('link', { name: 'Carla Dias' })).toHaveAttribute(
      'href',
      `/u/guest/${RESERVATION_ID}`,
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Casa Paulista',
      '12/14/2026, 2:00 PM to 12/18/2026, 11:00 AM',
      'Waiting for approval',
      'Completed',
      'Airbnb',
    ]);
    expect(screen.getByRole('button', { name: /Waiting for approval\s*1/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('filters by a counter chip, and a counter link from the dashboard lands filtered', async () => {
    const queries = reservationsApi({ items: [aReservation()] });
    const { user } = openReserves('/u/reserves?counter=approved');
    await screen.findByRole('table');
    expect(queries[0]).toContain('status[]=3');
    expect(screen.getByRole('button', { name: /Approved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Waiting for approval/ }));
    await waitFor(() => expect(queries.at(-1)).toContain('status[]=2&status[]=1'));
    await user.click(screen.getByRole('button', { name: /Need you now \(48 h\)/ }));
    await waitFor(() => expect(queries.at(-1)).toContain('preferential=true'));
  });

  it('filters by a date range, a property and a search', async () => {
    const queries = reservationsApi({ items: [aReservation()] });
    const { user } = openReserves();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check-in' }), 'Date range');
    await user.type(await screen.findByLabelText('From'), '2026-12-14');
    await user.type(screen.getByLabelText('To'), '2026-12-30');
    await waitFor(() =>
      expect(queries.at(-1)).toContain('checkInFrom=2026-12-14&checkInTo=2026-12-30'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property' }), 'Casa Paulista');
    await waitFor(() => expect(queries.at(-1)).toContain(`residenceId=${PROPERTY_ID}`));
    await user.type(screen.getByRole('searchbox', { name: /Search by guest/ }), 'carla');
    await waitFor(() => expect(queries.at(-1)).toContain('search=carla'));
    expect(queries.at(-1)).toContain('page=1');
  });

  it('lists only the reservations whose identity checks need review, and clears it with the rest', async () => {
    const queries = reservationsApi({ items: [aReservation()] }, { items: [] });
    const { user } = openReserves();
    await screen.findByRole('table');
    expect(queries[0]).not.toContain('needsReview');
    await user.click(screen.getByRole('checkbox', { name: 'Identity checks to review only' }));
    await waitFor(() => expect(queries.at(-1)).toContain('needsReview=true'));
    expect(queries.at(-1)).toContain('page=1');
    // Nothing needs review: clearing brings back the list as first read.
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Identity checks to review only' }),
      ).not.toBeChecked(),
    );
    expect(await screen.findByRole('link', { name: 'Carla Dias' })).toBeInTheDocument();
  });

  it('keeps the "needs review" filter in the address, as the Brazilian host reads it', async () => {
    const queries = reservationsApi({ items: [aReservation()] });
    renderApp('/u/reserves?needsReview=true', { token: TOKEN, locale: 'pt-BR' });
    await screen.findByRole('table');
    expect(queries[0]).toContain('needsReview=true');
    expect(
      screen.getByRole('checkbox', { name: 'Só as que pedem análise da identidade' }),
    ).toBeChecked();
  });

  it('says what to do when there is no reservation yet', async () => {
    reservationsApi({ items: [] });
    openReserves();
    expect(await screen.findByText('No reservations here')).toBeInTheDocument();
    expect(
      screen.getByText('No current reservations. Create one and send the guest the check-in link.'),
    ).toBeInTheDocument();
  });

  it('offers to clear the filters when they leave nothing', async () => {
    const queries = reservationsApi({ items: [] });
    const { user } = openReserves('/u/reserves?counter=refused');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(queries.at(-1)).not.toContain('status'));
  });

  it('says why the list failed and loads it again on retry', async () => {
    reservationsApi('error', { items: [aReservation()] });
    const { user } = openReserves();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load: Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('approves from the row menu after a confirmation, and shows the answer as a toast', async () => {
    reservationsApi({ items: [aReservation()] });
    const bodies: unknown[] = [];
    server.use(
      http.post(`*/api/stays/approve-reservation/${RESERVATION_ID}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Reservation status updated' });
      }),
    );
    const { user } = openReserves();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the reservation of Carla Dias?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Reservation status updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ confirm: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the list and says so when someone else changed the reservation (409)', async () => {
    const queries = reservationsApi({ items: [aReservation({ status: 7 })] });
    server.use(
      http.put(`*/api/stays/remove-sensitive-data/${RESERVATION_ID}`, () =>
        HttpResponse.json({ code: 'STALE_REVISION', message: 'Stale' }, { status: 409 }),
      ),
    );
    const { user } = openReserves();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Remove sensitive data' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/documents, selfie, deposit proof/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove for good' }));
    expect(
      await screen.findByText(/Someone else changed this reservation just now/),
    ).toBeInTheDocument();
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('copies the guest link and writes the WhatsApp and e-mail invitations in the guest’s language', async () => {
    reservationsApi({ items: [aReservation({ language: 'es-ES' })] });
    const { user } = openReserves();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    const link = `http://localhost/p/formdata/pousada-mar/airbnb/${RESERVATION_ID}`;
    const whatsApp = await screen.findByRole('menuitem', { name: 'Send link by WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/5521998765432?text=${encodeURIComponent(
        `¡Hola, Carla Dias! Para agilizar su llegada a Casa Paulista, complete el check-in en este enlace: ${link}`,
      )}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Send link by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:carla@example.com\?subject=Check-in%20de%20su%20reserva/),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Copy guest link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('opens WhatsApp on the Brazilian number, not on the country its area code spells', async () => {
    reservationsApi({
      items: [aReservation({ guestPhone: '(48) 99111-2233', guestPhoneE164: '+5548991112233' })],
    });
    const { user } = openReserves();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Send link by WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5548991112233\?text=/),
    );
  });

  it('tells the host a phone WhatsApp cannot read instead of opening a wrong chat', async () => {
    reservationsApi({ items: [aReservation({ guestPhone: '991112233', guestPhoneE164: null })] });
    const { user } = openReserves();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the reservation of Carla Dias' }),
    );
    const whatsApp = await screen.findByRole('menuitem', { name: 'Send link by WhatsApp' });
    expect(whatsApp).not.toHaveAttribute('href');
    await user.click(whatsApp);
    expect(
      await screen.findByText(
        'The phone 991112233 is not a number with a country code WhatsApp can read: copy the link and send it yourself.',
      ),
    ).toBeInTheDocument();
  });
});
