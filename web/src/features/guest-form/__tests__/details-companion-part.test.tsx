import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import {
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  guestFormServer,
} from '../../../testing/guest-form-fixtures';

// Walk62 (issue 32): on the holder's details page, Ana, who had already filled her part on her
// own link, read "Vai preencher pelo próprio link · Ficha completa": a future for a done part.
const openDetails = (locale: Locale) => {
  const page = aGuestFormPage({
    id: aReservationId(),
    status: 1,
    statusName: 'TO_VALIDATE',
    form: {
      ...aSavedStay(),
      ...aSavedHolder(),
      adults: 3,
      additionalGuests: [
        { key: 'key-ana', name: 'Ana Souza', isChild: false },
        { key: 'key-pedro', name: 'Pedro Lima', isChild: false },
      ],
      submit: true,
    },
    guestParts: { 'key-ana': 'completed', 'key-pedro': 'not_started' },
    message: { kind: 'inAnalysis', refuseMotive: null },
  });
  server.use(...guestFormServer(page));
  renderApp(`/p/formdata/details/pousada-mar/airbnb/${page.id}`, { locale });
};

/** What the details page says of a companion, in the "other guests" section. */
const said = async (title: string, name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  const row = within(heading.closest('section')!).getByText(name).closest('div');
  return row?.querySelector('dd')?.textContent;
};

describe('a companion who fills her part on her own link, on the details page', () => {
  it.each([
    [
      'pt-BR',
      'Outros hóspedes',
      'Preencheu pelo próprio link · Ficha completa',
      'Vai preencher pelo próprio link · Ficha pendente',
    ],
    [
      'en-US',
      'Other guests',
      'Filled in on their own link · Form complete',
      'Will fill in through their own link · Form pending',
    ],
    [
      'es-ES',
      'Otros huéspedes',
      'Rellenó su parte con su propio enlace · Ficha completa',
      'Rellenará por su propio enlace · Ficha pendiente',
    ],
  ] as const)('in %s says a done part in the past, one to do in the future', async (...args) => {
    const [locale, title, done, toDo] = args;
    openDetails(locale);
    expect(await said(title, 'Ana Souza')).toBe(done);
    expect(await said(title, 'Pedro Lima')).toBe(toDo);
  });
});
