import { screen } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aCompanionDeletion } from './companion-kit';
import { RESERVATION_ID } from './reservations-kit';
import { reviewApi } from './review-kit';

// Issue 32: Carla asked, before her stay, for her data to be deleted; the rest goes by itself
// at the stay's end. The host's list said so, but the stay's review said nothing of it.
const carlasDeletion = aCompanionDeletion({
  guestName: 'Carla Dias',
  companionEmail: null,
  companion: false,
  guest: 'main',
  erasedAt: null,
  requestedAt: '2026-12-01T12:55:00.000Z',
  confirmedAt: '2026-12-01T13:00:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [
      { part: 'contact', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' },
      { part: 'identity', reason: 'retention', until: '2027-12-18T03:00:00.000Z' },
    ],
  },
});

describe('the holder’s deletion scheduled for the stay’s end, on the review', () => {
  it.each([
    [
      'pt-BR',
      'Carla Dias pediu em 1 de dezembro de 2026 a exclusão dos próprios dados; ela se conclui sozinha no fim da estadia, em 18 de dezembro de 2026 (ou quando você finalizar o checkout, se antes), guardando o que a lei exige.',
    ],
    [
      'en-US',
      'Carla Dias asked on December 1, 2026 for their own data to be deleted; it completes by itself at the end of the stay, on December 18, 2026 (or when you finish the checkout, if earlier), keeping what the law requires.',
    ],
    [
      'es-ES',
      'Carla Dias pidió el 1 de diciembre de 2026 la eliminación de sus propios datos; se completa sola al final de la estancia, el 18 de diciembre de 2026 (o cuando finalices el checkout, si es antes), guardando lo que exige la ley.',
    ],
  ] as const)('in %s, says who asked, when, and the day it completes', async (...args) => {
    const [locale, line] = args as [Locale, string];
    reviewApi({ requests: [carlasDeletion] });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
    expect(await screen.findByText(line, {}, { timeout: 10_000 })).toBeVisible();
  });

  it('says nothing once it is answered, nor of a companion’s deletion', async () => {
    reviewApi({
      requests: [{ ...carlasDeletion, status: 'answered' }, aCompanionDeletion()],
    });
    renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale: 'en-US' });
    await screen.findByRole('heading', { name: 'Carla Dias', level: 1 }, { timeout: 10_000 });
    await screen.findByRole('region', { name: 'Additional guests' }, { timeout: 10_000 });
    expect(screen.queryByText(/completes by itself/)).not.toBeInTheDocument();
  });
});
