import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aReservation, RESERVATION_ID, reservationsApi } from './reservations-kit';
import { aReservationPage, reviewApi } from './review-kit';

// Issue 30: a reservation a calendar feed brought says so on the list and the review page;
// without a contact, the host is told the link was not sent and can copy it for the channel.

const WORDS = {
  'en-US': {
    sync: 'Automatic sync',
    table: 'Reservations',
    origin: 'From the calendar (iCal) · Airbnb',
    notSent: "No contact — send the link in the channel's chat",
    copy: 'Copy guest link',
    copied: 'Copied!',
    stays: 'From Stays · Booking.com',
    staysId: 'Booking AB12C on Stays',
    adults: 'Adults',
    children: 'Children',
    holder: 'Main guest',
    contact: ['Name', 'Email', 'Phone (WhatsApp)'],
    fromStays:
      'Name and contact as Stays gave them; the guest confirms them when filling in the form.',
  },
  'pt-BR': {
    sync: 'Sincronização automática',
    table: 'Reservas',
    origin: 'Veio do calendário (iCal) · Airbnb',
    notSent: 'Sem contato — envie o link pelo chat do canal',
    copy: 'Copiar link do hóspede',
    copied: 'Copiado!',
    stays: 'Veio da Stays · Booking.com',
    staysId: 'Reserva AB12C na Stays',
    adults: 'Adultos',
    children: 'Crianças',
    holder: 'Hóspede principal',
    contact: ['Nome', 'E-mail', 'Telefone (WhatsApp)'],
    fromStays:
      'Nome e contato como a Stays os informou; a pessoa hóspede os confirma ao preencher o formulário.',
  },
  'es-ES': {
    sync: 'Sincronización automática',
    table: 'Reservas',
    origin: 'Del calendario (iCal) · Airbnb',
    notSent: 'Sin contacto — envía el enlace por el chat del canal',
    copy: 'Copiar enlace del huésped',
    copied: '¡Copiado!',
    stays: 'De Stays · Booking.com',
    staysId: 'Reserva AB12C en Stays',
    adults: 'Adultos',
    children: 'Niños',
    holder: 'Huésped principal',
    contact: ['Nombre', 'Correo electrónico', 'Teléfono (WhatsApp)'],
    fromStays:
      'Nombre y contacto tal como los dio Stays; la persona huésped los confirma al rellenar el formulario.',
  },
} as const;

const NO_CONTACT = {
  importedFrom: 'ical',
  guestName: 'iCal · HMQW12ER34 · …4321',
  guestEmail: null,
  guestPhone: null,
  guestPhoneE164: null,
  status: 0,
} as const;

describe.each(Object.entries(WORDS))('an imported reservation, in %s', (locale, words) => {
  const open = (path: string) =>
    renderApp(path, { token: TOKEN, locale: locale as keyof typeof WORDS });

  it('shows its origin on the list, and "link not sent" only while no one can reach the guest', async () => {
    reservationsApi({
      items: [
        aReservation(NO_CONTACT),
        aReservation({ id: 'typed', guestName: 'Carla Dias', status: 0 }),
      ],
    });
    open('/u/reserves');
    const table = await screen.findByRole('table', { name: words.table });
    const [, imported, typed] = within(table).getAllByRole('row');
    expect(within(imported!).getByRole('rowheader')).toHaveTextContent(words.notSent);
    expect(within(imported!).getByText(words.origin)).toBeInTheDocument();
    expect(within(typed!).queryByText(words.notSent)).not.toBeInTheDocument();
    expect(within(typed!).getByText('Airbnb')).toBeInTheDocument();
  });

  it('shows its origin on the review page, with the guest link to copy into the channel', async () => {
    reviewApi({ page: aReservationPage(NO_CONTACT) });
    const { user } = open(`/u/guest/${RESERVATION_ID}`);
    expect(await screen.findByText(words.origin)).toBeInTheDocument();
    expect(screen.getByText(words.notSent)).toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: words.copy }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `http://localhost/p/formdata/pousada-mar/airbnb/${RESERVATION_ID}`,
      ),
    );
    expect(await screen.findByText(words.copied)).toBeInTheDocument();
  });

  it('names the sync, not "System", as who created the reservation', async () => {
    reviewApi({ page: aReservationPage(NO_CONTACT) });
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
        HttpResponse.json({
          items: [
            {
              id: 'e1',
              revision: 0,
              type: 'ReservationCreated',
              occurredAt: '2026-12-01T12:00:00.000Z',
              actor: { id: null, name: null, role: 'INTEGRATION', guestLink: null },
              changedFields: [],
              changes: {},
            },
          ],
        }),
      ),
    );
    open(`/u/guest/${RESERVATION_ID}`);
    expect(await screen.findByText(new RegExp(words.sync))).toBeInTheDocument();
  });

  it('says nothing of a link once the guest can be reached', async () => {
    reviewApi({ page: aReservationPage({ ...NO_CONTACT, status: 4 }) });
    open(`/u/guest/${RESERVATION_ID}`);
    expect(await screen.findByText(words.origin)).toBeInTheDocument();
    expect(screen.queryByText(words.notSent)).not.toBeInTheDocument();
  });

  it("shows a Stays reservation's id on Stays on the review page", async () => {
    reviewApi({
      page: aReservationPage({
        importedFrom: 'stays',
        importedId: 'AB12C',
        source: 'booking',
        guestName: 'Ana Costa',
        guestEmail: 'ana@example.com',
      }),
    });
    open(`/u/guest/${RESERVATION_ID}`);
    expect(await screen.findByText(words.stays)).toBeInTheDocument();
    expect(screen.getByText(words.staysId)).toBeInTheDocument();
  });

  it('shows the adults and children Stays gave until the guest fills the form', async () => {
    reviewApi({
      page: aReservationPage({
        importedFrom: 'stays',
        status: 0,
        statusName: 'TO_FORM',
        registeredGuests: 0,
        bookedParty: { adults: 2, children: 1 },
        form: {},
      }),
    });
    open(`/u/guest/${RESERVATION_ID}`);
    const count = async (label: string) => (await screen.findByText(label)).nextSibling;
    expect(await count(words.adults)).toHaveTextContent(/^2$/);
    expect(await count(words.children)).toHaveTextContent(/^1$/);
  });

  // Walk of issue 30: the header named Ana Lima while the main guest read "—" everywhere.
  it('shows the guest and contact Stays gave as the main guest until the guest fills the form', async () => {
    reviewApi({
      page: aReservationPage({
        importedFrom: 'stays',
        status: 0,
        statusName: 'TO_FORM',
        guestName: 'Ana Lima',
        guestEmail: 'ana@example.com',
        guestPhone: '+5511987654321',
        form: {},
      }),
    });
    open(`/u/guest/${RESERVATION_ID}`);
    const holder = await screen.findByRole('region', { name: words.holder });
    expect(within(holder).getByText(words.fromStays)).toBeInTheDocument();
    const [name, email, phone] = words.contact.map(
      (label) => within(holder).getByText(label).nextSibling,
    );
    expect(name).toHaveTextContent(/^Ana Lima$/);
    expect(email).toHaveTextContent(/^ana@example\.com$/);
    expect(phone).toHaveTextContent(/^\(11\) 98765-4321$/);
  });

  it("leaves a calendar import's main guest empty: its label names no one", async () => {
    reviewApi({ page: aReservationPage({ ...NO_CONTACT, statusName: 'TO_FORM', form: {} }) });
    open(`/u/guest/${RESERVATION_ID}`);
    const holder = await screen.findByRole('region', { name: words.holder });
    expect(within(holder).getByText(words.contact[0]).nextSibling).not.toHaveTextContent('iCal');
    expect(within(holder).queryByText(words.fromStays)).not.toBeInTheDocument();
  });
});
