import { screen, within } from '@testing-library/react';
import type { HostDataRequestView } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aCompanionDeletion } from './companion-kit';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi } from './review-kit';

// Walk59 (issue 32): after both deletions, the holder's card said when her data went and until
// when what is kept stays; Ana's, erased at her own request, said neither.
const anasCompleted: HostDataRequestView = aCompanionDeletion({
  status: 'answered',
  completedAt: '2026-12-19T03:00:00.000Z',
  deletion: {
    removed: ['biometric', 'contact'],
    kept: [{ part: 'identity', reason: 'retention', until: '2027-12-19T03:00:00.000Z' }],
  },
});

const kept = {
  key: 'k2',
  dataErased: true,
  name: 'Ana Souza',
  cpf: '39053344705',
  birthDate: '1992-01-01',
};

describe('a companion erased at her request, on the review after the holder’s deletion', () => {
  it.each([
    [
      'pt-BR',
      'Hóspedes adicionais',
      'Dados excluídos em 19 de dezembro de 2026 a pedido desta pessoa. O que a lei manda guardar (nome, documento, nascimento e nacionalidade) fica guardado à parte até 19 de dezembro de 2027.',
    ],
    [
      'en-US',
      'Additional guests',
      'Data erased on December 19, 2026 at this person’s request. What the law requires to keep (name, document, birth date and nationality) is kept apart until December 19, 2027.',
    ],
    [
      'es-ES',
      'Huéspedes adicionales',
      'Datos eliminados el 19 de diciembre de 2026 a petición de esta persona. Lo que la ley exige guardar (nombre, documento, fecha de nacimiento y nacionalidad) se guarda aparte hasta el 19 de diciembre de 2027.',
    ],
  ] as const)('in %s says on which day her data went and until when', async (...args) => {
    const [locale, section, line] = args;
    const page = aReservationPage();
    reviewApi({
      page: {
        ...page,
        guestName: null,
        sensitiveDataRemoved: true,
        form: { additionalGuests: [kept] },
      },
      documents: { items: [], consents: [] },
      requests: [anasCompleted],
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
    const region = await screen.findByRole('region', { name: section }, { timeout: 10_000 });
    expect(await within(region).findByText(line)).toBeVisible();
  });
});
