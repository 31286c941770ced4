import { screen, waitFor, within } from '@testing-library/react';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aCompanionDeletion } from './companion-kit';
import { RESERVATION_ID } from './reservations-kit';
import { aCpfCheck, anIdentityCheck, aReservationPage, reviewApi } from './review-kit';

// Walk 58 of issue 32: a companion erased at her own request once the stay was over. Her CPF
// had been checked ("CPF regular"); her erasure took the check with it, and her card then read
// "CPF not checked yet", as if nobody had ever looked.
const erasedAfterTheStay: HostDataRequestView = aCompanionDeletion({
  status: 'answered',
  erasedAt: '2026-12-20T15:00:00.000Z',
  deletion: { removed: ['biometric', 'contact', 'documents', 'form'], kept: [] },
});

const openHerChecks = (locale: Locale, checks: string) => {
  const page = aReservationPage();
  reviewApi({
    page: { ...page, form: { ...page.form, additionalGuests: [{ key: 'k2', dataErased: true }] } },
    identityChecks: {
      guests: [anIdentityCheck(), anIdentityCheck({ guest: 'k2' })],
      needsReview: true,
    },
    // The holder's check is there; hers went with her data.
    cpfChecks: { configured: true, guests: [aCpfCheck()] },
    requests: [erasedAfterTheStay],
  });
  renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
  return screen.findByRole('region', { name: checks }, { timeout: 10_000 });
};

describe('the CPF check of a companion erased at her request', () => {
  it.each([
    [
      'pt-BR',
      'Verificações de identidade',
      'Verificação do CPF apagada em 20 de dezembro de 2026, com os dados desta pessoa, a pedido próprio.',
      /CPF ainda não verificado/,
    ],
    [
      'en-US',
      'Identity checks',
      'CPF check erased on December 20, 2026, with this person’s data, at their own request.',
      /CPF not checked yet/,
    ],
    [
      'es-ES',
      'Verificaciones de identidad',
      'Verificación del CPF borrada el 20 de diciembre de 2026, con los datos de esta persona, a petición propia.',
      /CPF aún no verificado/,
    ],
  ] as const)('in %s says it was erased with her data, not "not checked"', async (...args) => {
    const [locale, checks, erased, notYet] = args;
    const identity = await openHerChecks(locale, checks);
    const hers = await waitFor(() => {
      const item = within(identity).getAllByRole('listitem').at(-1);
      expect(item).toHaveTextContent(erased);
      return item!;
    });
    expect(hers).not.toHaveTextContent(notYet);
    // The holder's own check still reads as it was.
    expect(within(identity).getAllByRole('listitem')[0]).toHaveTextContent('CPF regular');
  });
});
