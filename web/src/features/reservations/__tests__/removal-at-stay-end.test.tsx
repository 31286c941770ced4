import { screen } from '@testing-library/react';
import type { PersonalDataRemovalView } from '@chegada/contracts';
import { aReservationPage, openReview, reviewApi } from './review-kit';

// Walk61: Joana asked before her stay for her data to be deleted; the host finished the
// checkout early and the rest went then. The review said it all went at once, where her page
// and the host's list say only the biometric data did, and the rest at the stay's end. The
// API's shape for it (guest-data-deletion.int-spec): the first `removed`, and the completion.
const completedEarly: PersonalDataRemovalView = {
  requestId: 'q1',
  removedAt: '2026-12-10T18:00:00.000Z',
  removed: ['biometric'],
  atStayEnd: { at: '2026-12-10T18:00:00.000Z', removed: ['form', 'contact', 'documents'] },
  kept: [{ part: 'identity', reason: 'retention', until: '2027-12-10T03:00:00.000Z' }],
  keptGuests: [
    { guest: 'main', name: 'Joana Prado', birthDate: null, nationality: 'BR', document: null },
  ],
};

const anEmptiedPage = () =>
  aReservationPage({ status: 7, guestName: null, sensitiveDataRemoved: true, form: {} });

describe('the review of a deletion completed at the stay’s end', () => {
  it.each([
    [
      'pt-BR',
      'Dados pessoais removidos',
      'Destruído na hora: dados biométricos (selfie e prova de vida).',
      'Destruído no fim da estadia, em 10 de dezembro de 2026: dados de contato, documentos enviados e demais dados do check-in.',
    ],
    [
      'en-US',
      'Personal data removed',
      'Destroyed at once: biometric data (selfie and liveness check).',
      'Destroyed at the end of the stay, on December 10, 2026: contact data, documents sent, and the rest of the check-in data.',
    ],
    [
      'es-ES',
      'Datos personales eliminados',
      'Destruido en el acto: datos biométricos (selfie y prueba de vida).',
      'Destruido al final de la estancia, el 10 de diciembre de 2026: datos de contacto, documentos enviados y el resto de los datos del check-in.',
    ],
  ] as const)(
    'in %s says what went at once, and what at the stay’s end, on its day',
    async (...row) => {
      const [locale, region, atOnce, atEnd] = row;
      reviewApi({ page: anEmptiedPage(), removal: completedEarly });
      openReview(locale);
      const section = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
      const lines = [...section.querySelectorAll('.deletion-outcome li')].map(
        (li) => li.textContent,
      );
      expect(lines.slice(0, 2)).toEqual([atOnce, atEnd]);
    },
  );
});
