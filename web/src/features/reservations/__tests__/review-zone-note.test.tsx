import { screen, within } from '@testing-library/react';
import type { Locale, PersonalDataRemovalView } from '@chegada/contracts';
import { browserInZone } from '../../../testing/browser-zone';
import { aCompanionDeletion } from './companion-kit';
import { aReservationPage, openReview, reviewApi } from './review-kit';

/** The holder's deletion waiting for the stay's end (walk62: its dates read with no zone). */
const aScheduledDeletion = aCompanionDeletion({
  guestName: 'Carla Dias',
  companionEmail: null,
  companion: false,
  guest: 'main',
  erasedAt: null,
  confirmedAt: '2026-12-01T05:43:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [{ part: 'contact', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
  },
});

const aRemoval: PersonalDataRemovalView = {
  requestId: 'q1',
  removedAt: '2027-03-20T15:00:00.000Z',
  removed: ['biometric', 'contact', 'documents', 'form'],
  atStayEnd: null,
  kept: [{ part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' }],
  keptGuests: [],
};

const NOTES = [
  ['pt-BR', 'Datas no horário de Brasília.', 'Dados pessoais removidos'],
  ['en-US', 'Dates in Brasília time.', 'Personal data removed'],
  ['es-ES', 'Fechas en hora de Brasilia.', 'Datos personales eliminados'],
] as const;

// Walk62: a host in Lisbon read the review's times (the property's clock, Brasília's here) as
// their own while a deletion waited; only the removal box, once done, said whose they were.
describe('the review’s dates, from a browser far from the property', () => {
  it.each(NOTES)('in %s say once, near the top, they are Brasília’s', async (...args) => {
    const [locale, note] = args as unknown as [Locale, string];
    browserInZone('Europe/Lisbon');
    reviewApi({ requests: [aScheduledDeletion] });
    openReview(locale);
    await screen.findByRole('heading', { name: 'Carla Dias', level: 1 }, { timeout: 10_000 });
    expect(await screen.findByText(note)).toBeVisible();
  });

  it.each(NOTES)('in %s say it once after the deletion, not again in its box', async (...args) => {
    const [locale, note, region] = args as unknown as [Locale, string, string];
    browserInZone('Europe/Lisbon');
    reviewApi({
      page: aReservationPage({ guestName: null, sensitiveDataRemoved: true, form: {} }),
      removal: aRemoval,
    });
    openReview(locale);
    const section = await screen.findByRole('region', { name: region }, { timeout: 10_000 });
    expect(screen.getAllByText(note)).toHaveLength(1);
    expect(within(section).queryByText(note)).toBeNull();
  });

  it('say the property’s time when the property is not in Brasília', async () => {
    browserInZone('Europe/Lisbon');
    const page = aReservationPage();
    reviewApi({ page: { ...page, residence: { ...page.residence!, timeZone: 'America/Manaus' } } });
    openReview('pt-BR');
    expect(
      await screen.findByText('Datas no horário do imóvel.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByText('Datas no horário de Brasília.')).toBeNull();
  });

  it('say nothing of it in the property’s own zone', async () => {
    browserInZone('America/Sao_Paulo');
    reviewApi({ requests: [aScheduledDeletion], removal: aRemoval });
    openReview('pt-BR');
    await screen.findByRole('region', { name: 'Dados pessoais removidos' }, { timeout: 10_000 });
    expect(screen.queryByText(/horário de Brasília/)).toBeNull();
  });
});
