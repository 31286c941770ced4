import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
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

// Walk61 (issue 32): before any erasure, the details page was the one page of the link with
// no way to the guest's data page (LGPD), which the form and the erased notice link to.
describe('what the holder sent, before any erasure', () => {
  it.each([
    ['pt-BR', 'Seus dados pessoais (LGPD)'],
    ['en-US', 'Your personal data (LGPD)'],
    ['es-ES', 'Tus datos personales (LGPD)'],
  ] as const)('in %s links to her data page', async (locale: Locale, name) => {
    const page = aGuestFormPage({
      id: aReservationId(),
      status: 1,
      statusName: 'TO_VALIDATE',
      form: { ...aSavedStay(), ...aSavedHolder(), submit: true },
      message: { kind: 'inAnalysis', refuseMotive: null },
    });
    server.use(...guestFormServer(page));
    renderApp(`/p/formdata/details/pousada-mar/airbnb/${page.id}`, { locale });
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', `/p/formdata/privacy/pousada-mar/airbnb/${page.id}`);
  });
});
