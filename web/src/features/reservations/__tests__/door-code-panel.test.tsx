import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import type { ReservationDetails } from '../api/reservation-types';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, openReview, someEvents } from './review-kit';

/** An approved stay on a property without a smart lock, whose manual door code is 735108. */
const withoutLock = (overrides: Partial<ReservationDetails> = {}) =>
  aReservationPage({
    status: 3,
    statusName: 'ENDED',
    residence: { ...aReservationPage().residence!, usesTTLock: false, doorCode: '735108' },
    ...overrides,
  });

// Issue 27, major 5: no request to the lock API is made (MSW fails on unhandled requests).
describe('/u/guest/:id door code without a smart lock', () => {
  it.each([
    [false, 'Door code set'],
    [true, 'Dynamic password set'],
  ])(
    'names the code set in the history by what the property has (lock: %s)',
    async (usesTTLock, line) => {
      const page = aReservationPage({
        residence: { ...aReservationPage().residence!, usesTTLock, doorCode: '735108' },
      });
      reviewApi({ page });
      server.use(
        http.get(`*/api/stays/reservations/${RESERVATION_ID}/events`, () =>
          HttpResponse.json({
            items: [
              ...someEvents(),
              {
                ...someEvents()[0]!,
                id: 'e3',
                revision: 3,
                type: 'DynamicPasswordUpdated',
                changes: { dynamicPassword: '482913' },
              },
            ],
          }),
        ),
      );
      openReview();
      expect(await screen.findByText(line)).toBeInTheDocument();
    },
  );

  it("shows the property's code and when the guest gets it, and lets the host set the stay's own", async () => {
    reviewApi({ page: withoutLock() });
    openReview();
    const panel = await screen.findByRole('region', { name: 'Door code' });
    expect(panel).toHaveTextContent("Door code: 735108 The property's code.");
    expect(panel).toHaveTextContent('Released to the guest 2 hours before check-in.');
    expect(
      within(panel).getByRole('button', { name: "Set this reservation's code" }),
    ).toBeInTheDocument();
  });

  it("shows the reservation's own code over the property's, in Portuguese", async () => {
    reviewApi({ page: withoutLock({ dynamicPassword: '482913' }) });
    openReview('pt-BR');
    const panel = await screen.findByRole('region', { name: 'Código da porta' });
    expect(panel).toHaveTextContent('Código da porta: 482913');
    expect(panel).not.toHaveTextContent('735108');
    expect(panel).toHaveTextContent('Liberado para o hóspede 2 horas antes do check-in.');
  });

  it.each([
    [
      'en-US',
      "Set this reservation's code",
      'Door code of Carla Dias',
      'The code the guest enters at the door for this stay, instead of the property’s code.',
      'Code (4 to 9 digits)',
      'Save',
      'Door code updated',
    ],
    [
      'pt-BR',
      'Definir o código desta reserva',
      'Código da porta de Carla Dias',
      'O código que a pessoa hóspede digita na porta nesta estadia, no lugar do código do imóvel.',
      'Código (4 a 9 dígitos)',
      'Salvar',
      'Código da porta atualizado',
    ],
    [
      'es-ES',
      'Definir el código de esta reserva',
      'Código de la puerta de Carla Dias',
      'El código que la persona huésped marca en la puerta en esta estancia, en lugar del código del inmueble.',
      'Código (4 a 9 dígitos)',
      'Guardar',
      'Código de la puerta actualizado',
    ],
  ] as const)(
    'in %s, sets the stay’s code in a dialog that speaks of the door, not of a lock',
    async (locale, open, title, text, label, save, done) => {
      reviewApi({ page: withoutLock() });
      const sent: unknown[] = [];
      server.use(
        http.post(`*/api/stays/update-dynamic-password/${RESERVATION_ID}`, async ({ request }) => {
          sent.push(await request.json());
          // The server's word is the lock's, whatever the property has.
          return HttpResponse.json({ success: true, message: 'Senha dinâmica atualizada' });
        }),
      );
      const { user } = openReview(locale);
      await user.click(await screen.findByRole('button', { name: open }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(dialog).toHaveAccessibleDescription(text);
      await user.type(within(dialog).getByLabelText(label, { exact: false }), '482913');
      await user.click(within(dialog).getByRole('button', { name: save }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(screen.queryByText(/Senha dinâmica|Dynamic password|Contraseña dinámica/)).toBeNull();
      expect(sent).toEqual([{ dynamicPassword: '482913' }]);
    },
  );

  it.each([
    [6, 'CANCELED'],
    [7, 'CHECKOUT_FINISHED'],
  ] as const)(
    'shows no code and offers nothing to set once the stay is %s',
    async (status, statusName) => {
      reviewApi({ page: withoutLock({ status, statusName, dynamicPassword: '482913' }) });
      openReview();
      const panel = await screen.findByRole('region', { name: 'Door code' });
      expect(panel).toHaveTextContent('Stay cancelled or over: the guest no longer sees any code.');
      expect(panel).not.toHaveTextContent('482913');
      expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    },
  );
});
