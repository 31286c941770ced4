import { screen, within } from '@testing-library/react';
import type { ReservationDetails } from '../api/reservation-types';
import { aReservationPage, reviewApi, openReview } from './review-kit';

type Locale = 'en-US' | 'pt-BR' | 'es-ES';

/** An approved reservation on a property with or without a smart lock, its ⋯ menu on `action`. */
const openAction = async (action: RegExp, usesTTLock: boolean, locale: Locale = 'en-US') => {
  // Under way: finishing before check-in asks otherwise (reservation-actions-by-status).
  const page = aReservationPage({
    status: 3,
    CheckIn: '2026-01-10T17:00:00.000Z',
    checkout: '2026-01-14T14:00:00.000Z',
  });
  const residence = { ...(page.residence as NonNullable<ReservationDetails['residence']>) };
  reviewApi({ page: { ...page, residence: { ...residence, usesTTLock } } });
  const view = openReview(locale);
  await view.user.click(await screen.findByRole('button', { name: /Carla Dias/ }));
  await view.user.click(await screen.findByRole('menuitem', { name: action }));
  return { ...view, dialog: await screen.findByRole('dialog') };
};

describe('reservation action dialogs on /u/guest/:id', () => {
  it('speaks of lock passcodes on cancelling only where the property has a lock', async () => {
    const { dialog } = await openAction(/^Cancel reservation$/, false);
    expect(dialog).toHaveAccessibleDescription('You can revert the cancellation later.');
    expect(dialog).not.toHaveTextContent(/lock/i);
  });

  it('says the lock passcodes stop working when the property has a lock', async () => {
    const { dialog } = await openAction(/^Cancelar reserva$/, true, 'es-ES');
    expect(dialog).toHaveAccessibleDescription(
      'Las contraseñas de la cerradura dejan de valer. Puedes revertir la cancelación después.',
    );
  });

  it('finishes a checkout without a word on locks where there is none', async () => {
    const { dialog } = await openAction(/^Concluir check-out$/, false, 'pt-BR');
    expect(dialog).toHaveAccessibleDescription('A estadia é encerrada.');
  });

  it('finishes a checkout saying the passcodes stop working where there is a lock', async () => {
    const { dialog } = await openAction(/^Finish checkout$/, true);
    expect(dialog).toHaveAccessibleDescription(
      'The stay ends and the lock passcodes stop working.',
    );
  });

  it('dismisses with "Back", never a "Cancel" beside "Cancel reservation"', async () => {
    const { user, dialog } = await openAction(/^Cancelar reserva$/, false, 'es-ES');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Volver', 'Cancelar reserva', '×']);
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dismisses a confirmation with "Back" too', async () => {
    const { dialog } = await openAction(/^Finish checkout$/, false);
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
