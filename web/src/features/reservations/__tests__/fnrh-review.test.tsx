import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { FnrhFailure, ReservationFnrh } from '@chegada/contracts';
import { server } from '../../../testing/server';
import { RESERVATION_ID } from './reservations-kit';
import { aCpfCheck, aReservationPage, openReview, reviewApi } from './review-kit';

const registered: ReservationFnrh = {
  enabled: true,
  trigger: 'approval',
  progress: { state: 'sent', at: null },
  stay: {
    reservaId: 'c0ffee00-0000-4000-8000-000000000001',
    precheckinLink: 'https://fnrh.turismo.gov.br/precheckin/c0ffee00',
    guests: [{ guest: 'main', hospedeId: 'b0a7d000-0000-4000-8000-000000000002' }],
    checkedInAt: null,
    checkedOutAt: null,
    cancelledAt: null,
    failure: null,
    attempts: 0,
    updatedAt: '2026-12-10T12:00:00.000Z',
  },
};

/** A stay FNRH refused: nothing registered, the refusal kept. */
const refused = (failure: Omit<FnrhFailure, 'at'>): ReservationFnrh => ({
  enabled: true,
  trigger: 'approval',
  progress: { state: 'failed', at: null },
  stay: {
    ...registered.stay!,
    reservaId: null,
    precheckinLink: null,
    guests: [],
    failure: { ...failure, at: '2026-12-10T12:00:00.000Z' },
  },
});

const section = () => screen.findByRole('region', { name: 'FNRH Digital' });

describe("the review page's FNRH Digital section (issue 32)", () => {
  it("shows FNRH's ids and the pre-check-in link the guest confirms with gov.br", async () => {
    reviewApi({
      fnrh: registered,
      page: aReservationPage({
        form: { ...aReservationPage().form, gender: 'woman', transport: 'plane' },
      }),
    });
    openReview();
    const fnrh = await section();
    expect(await screen.findByRole('region', { name: 'Main guest' })).toHaveTextContent(
      'GenderWoman',
    );
    expect(screen.getByRole('region', { name: 'Visit purpose and pets' })).toHaveTextContent(
      'Means of transportPlane',
    );
    expect(fnrh).toHaveTextContent('c0ffee00-0000-4000-8000-000000000001');
    expect(fnrh).toHaveTextContent('b0a7d000-0000-4000-8000-000000000002');
    expect(within(fnrh).getByRole('link', { name: /precheckin/ })).toHaveAttribute(
      'href',
      'https://fnrh.turismo.gov.br/precheckin/c0ffee00',
    );
    expect(fnrh).toHaveTextContent('their own gov.br login');
  });

  // Walk of issue 32: a stay finished before its check-in showed nothing of what FNRH was told.
  it('says a stay FNRH holds was cancelled there, and when', async () => {
    const cancelledAt = '2027-03-09T15:30:00.000Z';
    reviewApi({ fnrh: { ...registered, stay: { ...registered.stay!, cancelledAt } } });
    openReview();
    const fnrh = await section();
    expect(within(fnrh).getByRole('status')).toHaveTextContent(
      'Cancelled in FNRH: the guests did not check in, and FNRH was told.',
    );
    expect(fnrh).toHaveTextContent(/Cancellation sent.*2027/);
    expect(fnrh).not.toHaveTextContent('Registered in FNRH.');
    // Nothing to pre-check in any more: the link to send the guest is gone.
    expect(within(fnrh).queryByRole('link', { name: /precheckin/ })).toBeNull();
    expect(fnrh).not.toHaveTextContent('their own gov.br login');
  });

  // Walk of issue 32: the holder's rows read the booking's name, not the one the guest typed.
  it.each([
    ['the name the guest typed', 'Carla Dias Moreira', 'Carla Dias Moreira'],
    ['the booking’s name until the guest types one', ' ', 'Carla Dias'],
  ])('names the holder on the FNRH, identity and CPF rows by %s', async (_, typed, shown) => {
    const page = aReservationPage({ guestName: 'Carla Dias' });
    reviewApi({
      fnrh: registered,
      page: { ...page, form: { ...page.form, name: typed } },
      cpfChecks: { configured: true, guests: [aCpfCheck()] },
    });
    openReview();
    expect(await section()).toHaveTextContent(`Guest in FNRH · ${shown}`);
    const identity = screen.getByRole('region', { name: /Identity checks/ });
    expect(within(identity).getByRole('heading', { level: 3 })).toHaveTextContent(
      new RegExp(`^${shown} `),
    );
    expect(identity).toHaveTextContent('CPF regular');
  });

  it("shows FNRH's refusal in the host's language and sends again when asked", async () => {
    const failed = refused({
      code: 'minor-without-responsible',
      status: 400,
      fields: [{ field: 'responsavel_id', message: 'Menor de idade sem responsável' }],
    });
    let retried = 0;
    reviewApi({ fnrh: failed });
    server.use(
      http.post(`*/api/stays/reservations/${RESERVATION_ID}/fnrh/retry`, () => {
        retried += 1;
        return HttpResponse.json(registered);
      }),
    );
    openReview('pt-BR');
    const fnrh = await section();
    // No "goes to FNRH once approved" beside a failure: what happened, at the property's time.
    expect(fnrh).not.toHaveTextContent('quando for aprovada');
    expect(within(fnrh).getByRole('alert')).toHaveTextContent(
      'Envio de 10/12/2026, 9:00 falhou: A FNRH recusou um menor de idade sem um adulto responsável na reserva. Campos: responsavel_id (Menor de idade sem responsável).',
    );
    await userEvent.click(within(fnrh).getByRole('button', { name: 'Enviar de novo' }));
    expect(retried).toBe(1);
  });

  // Walk of issue 32: "Send again" could only repeat an answer FNRH's lists lack.
  it("lets the host pick, from FNRH's lists, the trip purpose and transport it is sent", async () => {
    let current = refused({
      code: 'unknown-code',
      status: null,
      fields: [{ field: 'main.visitPurpose', message: 'fnrh/motivos_viagem: OUTRO' }],
    });
    let sent: unknown = null;
    reviewApi({ fnrh: current });
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/fnrh`, () => HttpResponse.json(current)),
      http.put(`*/api/stays/reservations/${RESERVATION_ID}/fnrh/trip`, async ({ request }) => {
        sent = await request.json();
        current = registered;
        return HttpResponse.json(registered);
      }),
    );
    openReview();
    const fnrh = await section();
    const purpose = within(fnrh).getByLabelText(/^Visit purpose/);
    const purposes = within(purpose)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(purposes).not.toContain('Other');
    await userEvent.click(within(fnrh).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(purpose).toBeInvalid());
    expect(within(fnrh).getByLabelText(/^Means of transport/)).toBeInvalid();
    expect(sent).toBeNull();
    await userEvent.selectOptions(purpose, 'work');
    await userEvent.selectOptions(within(fnrh).getByLabelText(/^Means of transport/), 'car');
    await userEvent.click(within(fnrh).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(fnrh).toHaveTextContent('c0ffee00-0000-4000-8000-000000000001'));
    expect(sent).toEqual({ visitPurpose: 'work', transport: 'car' });
    expect(within(fnrh).queryByRole('alert')).toBeNull();
  });

  it('is not shown to a host who is not on FNRH', async () => {
    let asked = false;
    reviewApi();
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/fnrh`, () => {
        asked = true;
        return HttpResponse.json({
          enabled: false,
          trigger: null,
          progress: { state: 'off', at: null },
          stay: null,
        });
      }),
    );
    openReview();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(asked).toBe(true));
    await screen.findByRole('region', { name: /Identity checks/ });
    expect(screen.queryByRole('region', { name: 'FNRH Digital' })).toBeNull();
    // Nor FNRH's questions, which its guest was never asked.
    expect(screen.queryByText('Gender')).toBeNull();
    expect(screen.queryByText('Means of transport')).toBeNull();
  });

  it("shows each companion's gender the guest gave for FNRH", async () => {
    const form = aReservationPage().form;
    reviewApi({
      fnrh: registered,
      page: aReservationPage({
        form: {
          ...form,
          gender: 'woman',
          additionalGuests: [
            { key: 'k1', name: 'João Souza', birthDate: '1985-02-03', gender: 'man' },
            { key: 'k2', name: 'Ana Souza', birthDate: '1987-05-06' },
          ],
        },
      }),
    });
    openReview('pt-BR');
    const others = await screen.findByRole('region', { name: 'Hóspedes adicionais' });
    const [joao, ana] = within(others).getAllByRole('listitem');
    expect(joao).toHaveTextContent('GêneroHomem');
    expect(ana).not.toHaveTextContent('Gênero');
  });

  it('says where an approved stay stands: queued, then sent with its ids', async () => {
    const queued: ReservationFnrh = {
      ...registered,
      progress: { state: 'queued', at: null },
      stay: null,
    };
    let reads = 0;
    reviewApi({ fnrh: queued });
    server.use(
      http.get(`*/api/stays/reservations/${RESERVATION_ID}/fnrh`, () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? queued : registered);
      }),
    );
    openReview();
    const fnrh = await section();
    expect(within(fnrh).getByRole('status')).toHaveTextContent(
      'Approved: sending to FNRH is queued and goes out in a moment.',
    );
    expect(fnrh).not.toHaveTextContent('once it is approved');
    // Read again while queued: the ids show once the worker sent it, without a reload.
    await within(fnrh).findByText('c0ffee00-0000-4000-8000-000000000001', {}, { timeout: 6000 });
    expect(within(fnrh).getByRole('status')).toHaveTextContent('Registered in FNRH.');
  });

  it.each([
    ['en-US', 'Approved: the stay goes to FNRH at the check-in, 3/10/2027, 2:00 PM.'],
    ['pt-BR', 'Aprovada: a estadia vai para a FNRH no check-in, 10/03/2027, 14:00.'],
    ['es-ES', 'Aprobada: la estancia va a la FNRH en el check-in, 10/3/2027, 14:00.'],
  ] as const)(
    'names the check-in moment on the property clock when the host sends then (%s)',
    async (locale, said) => {
      reviewApi({
        fnrh: {
          enabled: true,
          trigger: 'checkin',
          progress: { state: 'awaiting-checkin', at: '2027-03-10T17:00:00.000Z' },
          stay: null,
        },
      });
      openReview(locale);
      expect(within(await section()).getByRole('status')).toHaveTextContent(said);
    },
  );

  it('before the approval, says the stay goes to FNRH once approved', async () => {
    reviewApi({
      fnrh: {
        enabled: true,
        trigger: 'approval',
        progress: { state: 'awaiting-approval', at: null },
        stay: null,
      },
    });
    openReview('es-ES');
    expect(within(await section()).getByRole('status')).toHaveTextContent(
      'La estancia va a la FNRH cuando se aprueba.',
    );
  });

  it.each([
    [
      'en-US',
      'The form lacks data FNRH requires. Fields: Guest 2: date of birth; Main guest: means of transport.',
    ],
    [
      'pt-BR',
      'Faltam no formulário dados que a FNRH exige. Campos: Hóspede 2: data de nascimento; Hóspede principal: meio de transporte.',
    ],
    [
      'es-ES',
      'Faltan en el formulario datos que la FNRH exige. Campos: Huésped 2: fecha de nacimiento; Huésped principal: medio de transporte.',
    ],
  ] as const)('names what the form lacks in words a host reads (%s)', async (locale, said) => {
    reviewApi({
      fnrh: refused({
        code: 'missing-data',
        status: null,
        fields: [
          { field: 'additionalGuests[0].birthDate', message: null },
          { field: 'main.transport', message: null },
        ],
      }),
    });
    openReview(locale);
    expect(within(await section()).getByRole('alert')).toHaveTextContent(said);
  });
});
