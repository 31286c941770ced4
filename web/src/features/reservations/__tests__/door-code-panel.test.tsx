import { screen, within } from '@testing-library/react';
import type { ReservationDetails } from '../api/reservation-types';
import { aReservationPage, reviewApi, openReview } from './review-kit';

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
