import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import type { GuestFormAnswers } from '../api/reservation-types';
import type { GuestDocument } from '../api/review-api';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, someDocuments } from './review-kit';

type Guests = NonNullable<GuestFormAnswers['additionalGuests']>;

// Ana fills in her own part through her own link; only her name came from the holder.
const ana = { key: 'k2', name: 'Ana Souza', ownLink: true };
const rui = { key: 'k1', name: 'Rui Dias', cpf: '39053344705', birthDate: '1988-02-02' };

const anaFile = (kind: GuestDocument['kind']): GuestDocument => ({
  ...(someDocuments().items[0] as GuestDocument),
  id: `ana-${kind}`,
  guest: 'k2',
  kind,
});

/** The review of a form waiting for approval with these guests; counts the approvals. */
const openReview = (
  guests: Guests,
  locale: 'en-US' | 'pt-BR' | 'es-ES' = 'en-US',
  files: GuestDocument[] = [],
  requireSelfie = true,
) => {
  const page = aReservationPage();
  reviewApi({
    page: { ...page, requireSelfie, form: { ...page.form, additionalGuests: guests } },
    documents: { ...someDocuments(), items: [...someDocuments().items, ...files] },
  });
  const approvals: string[] = [];
  server.use(
    http.post(`*/api/stays/approve-reservation/${RESERVATION_ID}`, () => {
      approvals.push(RESERVATION_ID);
      return HttpResponse.json({ success: true, message: 'Reservation status updated' });
    }),
  );
  return { ...renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale }), approvals };
};

const approveButton = (name: string) => screen.findByRole('button', { name });

// Ana's part sent whole: her details, and her documents (given with openReview).
const anaDone = { ...ana, cpf: '39053344705', birthDate: '1992-01-01' };
const ANA_COMPLETE = {
  'pt-BR': { region: 'Hóspedes adicionais', status: 'Completo', approve: 'Aprovar' },
  'en-US': { region: 'Additional guests', status: 'Complete', approve: 'Approve' },
} as const;

/** Once Ana's heading says her part is complete, opens the approve dialog; answers it. */
const approveOnceComplete = async (
  user: Pick<UserEvent, 'click'>,
  words: (typeof ANA_COMPLETE)[keyof typeof ANA_COMPLETE],
) => {
  const additional = await screen.findByRole('region', { name: words.region });
  // Her status comes with the documents, read after the page.
  await waitFor(() =>
    expect(within(additional).getByRole('heading', { name: /Ana Souza/ })).toHaveTextContent(
      words.status,
    ),
  );
  await user.click(await approveButton(words.approve));
  return screen.findByRole('dialog');
};

describe('approving while an own-link guest has not sent their part', () => {
  it('names the guest, says their data is missing, and Cancel approves nothing', async () => {
    const { user, approvals } = openReview([rui, ana]);
    await user.click(await approveButton('Approve'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the reservation of Carla Dias?',
    });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'Ana Souza has not sent their part yet: their details and documents are missing.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Approve anyway' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(approvals).toEqual([]);
  });

  it('approves once "Approve anyway" is confirmed', async () => {
    const { user, approvals } = openReview([ana]);
    await user.click(await approveButton('Approve'));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText('Reservation status updated')).toBeInTheDocument();
    expect(approvals).toEqual([RESERVATION_ID]);
  });

  it('names every guest still pending, in the host’s language', async () => {
    const started = { ...ana, key: 'k3', name: 'Luis Pérez', birthDate: '1991-03-03' };
    const { user } = openReview([ana, started, rui], 'es-ES');
    await user.click(await approveButton('Aprobar'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'Ana Souza y Luis Pérez aún no han enviado su parte: faltan sus datos y documentos.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprobar de todos modos' })).toBeEnabled();
  });

  it('asks nothing more once the guest’s part is complete', async () => {
    const files = (['doc_front', 'doc_back', 'doc_selfie'] as const).map(anaFile);
    const { user, approvals } = openReview([anaDone], 'pt-BR', files);
    const dialog = await approveOnceComplete(user, ANA_COMPLETE['pt-BR']);
    expect(dialog).toHaveAccessibleDescription(
      'O acesso é liberado e a pessoa hóspede recebe a mensagem de acesso liberado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(approvals).toEqual([RESERVATION_ID]));
  });

  it('counts a part whole without a selfie when the host asks for none', async () => {
    const files = (['doc_front', 'doc_back'] as const).map(anaFile);
    const { user } = openReview([anaDone], 'en-US', files, false);
    const dialog = await approveOnceComplete(user, ANA_COMPLETE['en-US']);
    expect(dialog).toHaveAccessibleDescription(
      'Access is released and the guest gets the access-released message.',
    );
  });

  it('still asks for the selfie when the host requires one', async () => {
    const done = { ...ana, cpf: '39053344705', birthDate: '1992-01-01' };
    const files = (['doc_front', 'doc_back'] as const).map(anaFile);
    openReview([done], 'en-US', files, true);
    const additional = await screen.findByRole('region', { name: 'Additional guests' });
    await waitFor(() =>
      expect(within(additional).getByRole('heading', { name: /Ana Souza/ })).not.toHaveTextContent(
        'Complete',
      ),
    );
  });
});
