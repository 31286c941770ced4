import { screen, within } from '@testing-library/react';
import type { HostDataRequestView, Locale } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { RESERVATION_ID } from './reservations-kit';
import {
  anIdentityCheck,
  aReservationPage,
  openReview,
  reviewApi,
  someDocuments,
} from './review-kit';

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

  // Walk 58: after the deletion, the holder, address, vehicles and purpose read as a grid of "—".
  it('shows the stay’s dates and no empty sections of the erased form', async () => {
    reviewApi({ page: anEmptiedWaitingStay(), documents: noFiles });
    openReview();
    const stay = await screen.findByRole('region', { name: 'Stay' }, { timeout: 10_000 });
    expect(within(stay).getByText('Arrival')).toBeVisible();
    expect(stay).not.toHaveTextContent('—');
    for (const name of ['Main guest', 'Address', 'Vehicles', 'Visit purpose and pets'])
      expect(screen.queryByRole('region', { name })).toBeNull();
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

// Walk of issue 32: the holder's deletion before the stay took her selfie at once (the rest waits
// for the stay's end), and the review read it as a selfie "not sent yet".
describe('a stay whose holder asked for deletion before it ended', () => {
  const deletionBeforeTheStay: HostDataRequestView = {
    ...aDataRequest({
      kind: 'deletion',
      status: 'open',
      correction: null,
      confirmedAt: '2026-12-02T13:00:00.000Z',
      deletion: {
        removed: ['biometric'],
        kept: [{ part: 'documents', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
      },
    }),
    reservationId: RESERVATION_ID,
    guestName: 'Carla Dias',
    companionEmail: null,
    companion: false,
    guest: 'main',
    erasedAt: null,
    residenceName: 'Casa Paulista',
    checkIn: '2026-12-14T17:00:00.000Z',
    checkOut: '2026-12-18T14:00:00.000Z',
  };
  const withoutSelfie = () => {
    const documents = someDocuments();
    return { ...documents, items: documents.items.filter((file) => file.kind !== 'doc_selfie') };
  };

  it.each([
    ['en-US', "Selfie and liveness pictures erased on December 2, 2026, at the guest's request."],
    [
      'pt-BR',
      'Selfie e fotos da prova de vida apagadas em 2 de dezembro de 2026, a pedido da pessoa hóspede.',
    ],
    [
      'es-ES',
      'Selfie y fotos de la prueba de vida borradas el 2 de diciembre de 2026, a petición de la persona huésped.',
    ],
  ] as const)(
    'in %s, says her selfie was erased, not that it was never sent',
    async (locale, said) => {
      reviewApi({
        documents: withoutSelfie(),
        identityChecks: { guests: [anIdentityCheck()], needsReview: true },
        requests: [deletionBeforeTheStay],
      });
      openReview(locale);
      const identity = await screen.findByRole(
        'region',
        { name: /Identity checks|Verificações de identidade|Verificaciones de identidad/ },
        { timeout: 10_000 },
      );
      expect((await within(identity).findAllByText(said)).length).toBeGreaterThan(0);
      expect(identity).not.toHaveTextContent(/not sent a selfie|não enviou a selfie|no ha enviado/);
    },
  );

  it('without such a request, a missing selfie is still "not sent yet"', async () => {
    reviewApi({
      documents: withoutSelfie(),
      identityChecks: { guests: [anIdentityCheck()], needsReview: true },
    });
    openReview();
    const identity = await screen.findByRole(
      'region',
      { name: 'Identity checks' },
      { timeout: 10_000 },
    );
    expect(await within(identity).findByText(/has not sent a selfie yet/)).toBeVisible();
  });
});
