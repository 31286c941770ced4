import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, someDocuments } from './review-kit';

// Issue 32: the holder asked for their data to be deleted; the adult companion's part, kept
// under their own key, is still the host's to read, with their document.
const rui = { key: 'k1', name: 'Rui Dias', cpf: '39053344705', birthDate: '1988-02-02' };

const afterTheHoldersDeletion = () => {
  const page = aReservationPage({
    status: 6,
    statusName: 'CANCELED',
    guestName: null,
    guestEmail: null,
    guestPhone: null,
    guestPhoneE164: null,
    sensitiveDataRemoved: true,
  });
  const [front] = someDocuments().items;
  reviewApi({
    page: { ...page, form: { additionalGuests: [rui] } },
    documents: {
      items: [{ ...front!, id: 'd-rui', guest: 'k1', url: '/api/stays/documents/d-rui/content' }],
      consents: [],
    },
  });
};

describe('/u/guest/:id after the holder’s deletion', () => {
  it.each([
    ['en-US', 'Data removed', /^View Document/],
    ['pt-BR', 'Dados removidos', /^Ver Documento/],
    ['es-ES', 'Datos eliminados', /^Ver Documento/],
  ] as const)(
    'in %s, shows the adult companion, their CPF and document',
    async (locale, removed, view) => {
      afterTheHoldersDeletion();
      renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
      await screen.findByRole('heading', { level: 1, name: removed });
      const companion = screen.getByRole('heading', { level: 3, name: /^Rui Dias/ }).closest('li');
      const facts = within(companion as HTMLElement);
      expect(facts.getByText('390.533.447-05')).toBeInTheDocument();
      expect(await facts.findByRole('button', { name: view })).toBeInTheDocument();
      expect(screen.queryByText('Carla Dias')).not.toBeInTheDocument();
    },
  );
});
