import { screen, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { aReservationPage, openReview, reviewApi } from './review-kit';

/** A stay still waiting for the host when retention emptied it (its checkout long past). */
const anEmptiedWaitingStay = () =>
  aReservationPage({
    guestName: null,
    sensitiveDataRemoved: true,
    form: {},
    dataRemoval: { cause: 'retention', at: '2028-03-15T12:00:00Z' },
  });

const noFiles = { items: [], consents: [] };

// Walk of issue 32: an emptied stay read "Waiting for approval", offered to set a door code,
// and said its erased files were "not sent yet".
describe('a stay emptied by retention', () => {
  it('is closed, takes no door code, and says its files were erased, by whom and when', async () => {
    reviewApi({ page: anEmptiedWaitingStay(), documents: noFiles });
    openReview();
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    const summary = heading.parentElement!;
    expect(await within(summary).findByText('Closed without approval')).toBeVisible();
    expect(within(summary).getByText('Personal data erased')).toBeVisible();
    expect(screen.queryByText('Waiting for approval')).toBeNull();
    const door = screen.getByRole('region', { name: 'Door code' });
    expect(door).toHaveTextContent(
      "This stay's personal data was erased: it takes and shows no door code.",
    );
    expect(within(door).queryByRole('button')).toBeNull();
    const documents = screen.getByRole('region', { name: 'Documents and selfie' });
    expect(
      await within(documents).findByText(
        "The files were erased on March 15, 2028 by retention, with the stay's personal data.",
      ),
    ).toBeVisible();
    expect(documents).not.toHaveTextContent('No file sent yet.');
    // Nothing to send to or fill in for a guest no longer known.
    expect(screen.queryByRole('button', { name: 'Import earlier data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the guest link' })).toBeNull();
  });

  it.each([
    [
      'pt-BR',
      'Encerrada sem aprovação',
      'Os dados pessoais desta estadia foram apagados: ela não recebe nem mostra código de porta.',
      'Os arquivos foram apagados em 15 de março de 2028 pela retenção, com os dados pessoais da estadia.',
    ],
    [
      'es-ES',
      'Cerrada sin aprobación',
      'Los datos personales de esta estancia se borraron: no recibe ni muestra código de puerta.',
      'Los archivos se borraron el 15 de marzo de 2028 por la retención, con los datos personales de la estancia.',
    ],
  ] as const)('says so in %s', async (locale: Locale, status, door, files) => {
    reviewApi({ page: anEmptiedWaitingStay(), documents: noFiles });
    openReview(locale);
    expect(await screen.findByText(status, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(door)).toBeVisible();
    expect(await screen.findByText(files)).toBeVisible();
  });

  it('while not erased, the same stay waits for approval and takes a door code', async () => {
    reviewApi({ page: aReservationPage() });
    openReview();
    expect(await screen.findByText('Waiting for approval', {}, { timeout: 10_000 })).toBeVisible();
    const door = screen.getByRole('region', { name: 'Door code' });
    expect(within(door).getByRole('button', { name: "Set this reservation's code" })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Send the guest link' })).toBeVisible();
  });
});
