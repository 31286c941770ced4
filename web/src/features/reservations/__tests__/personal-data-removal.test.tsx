import { screen, within } from '@testing-library/react';
import type { PersonalDataRemovalView, ReservationFnrh } from '@chegada/contracts';
import { aReservationPage, openReview, reviewApi } from './review-kit';

/** A deletion carried out after the stay: the identity kept until the retention ends, and FNRH's record. */
const aRemoval = (overrides: Partial<PersonalDataRemovalView> = {}): PersonalDataRemovalView => ({
  requestId: 'q1',
  removedAt: '2027-03-20T15:00:00.000Z',
  removed: ['biometric', 'contact', 'documents', 'form'],
  atStayEnd: null,
  kept: [
    { part: 'identity', reason: 'retention', until: '2028-03-13T14:00:00.000Z' },
    { part: 'fnrh', reason: 'governmentRegister', until: null, reference: 'FNRH-4411' },
  ],
  keptGuests: [
    {
      name: 'Joana Prado',
      birthDate: '1990-04-01',
      nationality: 'BR',
      document: { kind: 'cpf', number: '11144477735' },
    },
  ],
  ...overrides,
});

/** The page once the form is emptied: no name of the booking's, no answers. */
const anEmptiedPage = () =>
  aReservationPage({ status: 7, guestName: null, sensitiveDataRemoved: true, form: {} });

const registeredInFnrh: ReservationFnrh = {
  enabled: true,
  trigger: 'approval',
  progress: { state: 'sent', at: null },
  stay: {
    reservaId: 'c0ffee00-0000-4000-8000-000000000001',
    precheckinLink: null,
    guests: [
      { guest: 'main', hospedeId: 'b0a7d000-0000-4000-8000-000000000002' },
      { guest: 'k1', hospedeId: 'b0a7d000-0000-4000-8000-000000000003' },
    ],
    checkedInAt: null,
    checkedOutAt: null,
    cancelledAt: null,
    failure: null,
    attempts: 0,
    updatedAt: '2027-03-10T12:00:00.000Z',
  },
};

describe("the review page after the guest's deletion (issue 32)", () => {
  it('says when the data went at the guest’s request, and what is kept, why and until when', async () => {
    reviewApi({ page: anEmptiedPage(), removal: aRemoval() });
    openReview();
    const section = await screen.findByRole(
      'region',
      { name: 'Personal data removed' },
      { timeout: 10_000 },
    );
    expect(within(section).getByRole('status')).toHaveTextContent(
      "Personal data removed on March 20, 2027 at the guest's request.",
    );
    expect(section).toHaveTextContent(
      'Kept: name, document, birth date and nationality of whoever stayed — the host must keep the guest register for the retention period, until March 13, 2028.',
    );
    expect(section).toHaveTextContent(/Kept by the government: .*FNRH-4411/);
    expect(section).toHaveTextContent(
      'Joana Prado: CPF 111.444.777-35, born April 1, 1990, nationality Brazil',
    );
  });

  it('in Portuguese too', async () => {
    reviewApi({ page: anEmptiedPage(), removal: aRemoval() });
    openReview('pt-BR');
    const section = await screen.findByRole('region', { name: 'Dados pessoais removidos' });
    expect(section).toHaveTextContent(
      'Dados pessoais removidos em 20 de março de 2027 a pedido da pessoa hóspede.',
    );
    expect(section).toHaveTextContent('até 13 de março de 2028');
    // Walk61: the guest in the host's words, not a man by default.
    expect(
      screen.getByText(
        'Os resultados e as fotos das verificações foram apagados com os dados pessoais da pessoa hóspede.',
      ),
    ).toBeVisible();
  });

  it('says when the identity kept is gone too, and shows nothing on a stay with no deletion', async () => {
    reviewApi({ page: anEmptiedPage(), removal: aRemoval({ keptGuests: [] }) });
    const { unmount } = openReview();
    expect(
      await screen.findByText('The data kept was deleted when its period ended.'),
    ).toBeInTheDocument();
    unmount();
    reviewApi();
    openReview();
    await screen.findByRole('region', { name: 'Main guest' });
    expect(screen.queryByRole('region', { name: 'Personal data removed' })).toBeNull();
  });

  // Walk of issue 32: FNRH's rows read a companion's internal key once their form was emptied.
  it('names FNRH’s guests by the kept name, or as removed at the holder’s request, never by a key', async () => {
    reviewApi({ page: anEmptiedPage(), removal: aRemoval(), fnrh: registeredInFnrh });
    openReview();
    const fnrh = await screen.findByRole('region', { name: 'FNRH Digital' });
    expect(fnrh).toHaveTextContent('Guest in FNRH · Joana Prado');
    expect(fnrh).toHaveTextContent("Guest in FNRH · Companion removed at the holder's request");
    expect(fnrh).not.toHaveTextContent('· k1');
  });

  // Walk of issue 32: a minor kept by the register read "removed" in FNRH's rows while the kept
  // list above named him with his CPF.
  it('names a kept companion in FNRH’s rows as the kept list does', async () => {
    const removal = aRemoval();
    removal.keptGuests = [
      { ...removal.keptGuests[0]!, guest: 'main' },
      {
        guest: 'k1',
        name: 'Pedro Prado',
        birthDate: '2015-06-02',
        nationality: 'BR',
        document: { kind: 'cpf', number: '52998224725' },
      },
    ];
    reviewApi({ page: anEmptiedPage(), removal, fnrh: registeredInFnrh });
    openReview();
    const kept = await screen.findByRole('region', { name: 'Personal data removed' });
    expect(kept).toHaveTextContent('Pedro Prado: CPF 529.982.247-25');
    const fnrh = screen.getByRole('region', { name: 'FNRH Digital' });
    expect(fnrh).toHaveTextContent('Guest in FNRH · Joana Prado');
    expect(fnrh).toHaveTextContent('Guest in FNRH · Pedro Prado');
    expect(fnrh).not.toHaveTextContent('removed');
  });

  // Walk of issue 32: an erased stay still offered approve/refuse (approving queued a failing
  // FNRH job); the server refuses both now, and the page offers neither.
  it('offers no approve or refuse on a stay waiting for the host whose data was erased', async () => {
    const waiting = aReservationPage();
    reviewApi({ page: waiting });
    const { unmount } = openReview();
    expect(
      await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }),
    ).toBeVisible();
    unmount();
    reviewApi({ page: { ...waiting, guestName: null, sensitiveDataRemoved: true, form: {} } });
    openReview();
    expect(await screen.findByText('Personal data erased', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
  });

  // Walk of issue 32: a stay emptied by retention read "Approved" as if it were still on.
  it('says a stay emptied by retention has its personal data erased, though its status is approved', async () => {
    reviewApi({ page: anEmptiedPage() });
    openReview();
    expect(await screen.findByText('Personal data erased', {}, { timeout: 10_000 })).toBeVisible();
    expect(
      screen.getByText(/This stay's personal data was erased \(its retention period/),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Personal data removed' })).toBeNull();
  });

  // Walk of issue 32 (ROUGH #4): the note says which removal it was, and on which day.
  it('says the retention or the host removed the data, and when', async () => {
    reviewApi({
      page: { ...anEmptiedPage(), dataRemoval: { cause: 'retention', at: '2028-03-15T12:00:00Z' } },
    });
    openReview();
    expect(
      await screen.findByText(
        "This stay's personal data was erased on March 15, 2028 by retention: its keeping period after checkout ended. The property, the dates and the history remain.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    // The identity checks went with it: no verdict, and no pictures to show.
    expect(
      screen.getByText(
        'The checks’ results and pictures were erased with the guest’s personal data.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show the pictures/ })).toBeNull();
  });
});
