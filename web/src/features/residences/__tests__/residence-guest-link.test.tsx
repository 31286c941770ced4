import { screen, waitFor, within } from '@testing-library/react';
import { aResidence, editResidence, type Call } from './residences-kit';

// Issue 30: the property says when the guest link of a reservation that arrives by itself
// (Stays, a calendar) goes: never by itself, at once, or 1 to 30 days before check-in.

const WORDS = {
  'en-US': {
    group: 'When a reservation arrives by itself (Stays, calendar) with the guest’s contact',
    off: 'Don’t send it by itself: I send it',
    atOnce: 'Send it as soon as the reservation arrives',
    daysBefore: 'Send it some days before check-in',
    days: 'Days before check-in',
    range: 'Enter from 1 to 30 days before check-in',
    actions: 'Actions for Casa Paulista',
    edit: 'Edit',
    save: 'Save property',
    saved: 'Property updated',
  },
  'pt-BR': {
    group: 'Quando uma reserva chega sozinha (Stays, calendário) com contato do hóspede',
    off: 'Não enviar sozinho: eu envio',
    atOnce: 'Enviar na hora em que a reserva chega',
    daysBefore: 'Enviar alguns dias antes do check-in',
    days: 'Dias antes do check-in',
    range: 'Informe de 1 a 30 dias antes do check-in',
    actions: 'Ações para Casa Paulista',
    edit: 'Editar',
    save: 'Salvar imóvel',
    saved: 'Imóvel atualizado',
  },
  'es-ES': {
    group: 'Cuando una reserva llega sola (Stays, calendario) con el contacto del huésped',
    off: 'No enviarlo solo: lo envío yo',
    atOnce: 'Enviarlo en cuanto llega la reserva',
    daysBefore: 'Enviarlo unos días antes de la llegada',
    days: 'Días antes de la llegada',
    range: 'Introduce de 1 a 30 días antes de la llegada',
    actions: 'Acciones para Casa Paulista',
    edit: 'Editar',
    save: 'Guardar propiedad',
    saved: 'Propiedad actualizada',
  },
} as const;

describe.each(Object.entries(WORDS))(
  '/u/houses: the imported guest link, in %s',
  (locale, words) => {
    const lang = locale as keyof typeof WORDS;

    it('offers the three choices, asks the days only for "days before", and refuses 31', async () => {
      const calls: Call[] = [];
      const { user } = await editResidence(lang, words, calls);
      const group = await screen.findByRole('group', { name: words.group });
      expect(within(group).getByRole('radio', { name: words.atOnce })).toBeChecked();
      expect(within(group).getByRole('radio', { name: words.off })).not.toBeChecked();
      expect(screen.queryByLabelText(words.days)).not.toBeInTheDocument();

      await user.click(within(group).getByRole('radio', { name: words.daysBefore }));
      const days = screen.getByLabelText(words.days);
      expect(days).toHaveValue('3');
      await user.clear(days);
      await user.type(days, '31');
      await user.click(screen.getByRole('button', { name: words.save }));
      await waitFor(() =>
        expect(days).toHaveAccessibleDescription(expect.stringContaining(words.range)),
      );
      expect(calls).toEqual([]);
    });

    it('sends "2 days before" with the property and shows it again', async () => {
      const calls: Call[] = [];
      const { user, reopen } = await editResidence(lang, words, calls);
      const group = await screen.findByRole('group', { name: words.group });
      await user.click(within(group).getByRole('radio', { name: words.daysBefore }));
      await user.clear(screen.getByLabelText(words.days));
      await user.type(screen.getByLabelText(words.days), '2');
      await user.click(screen.getByRole('button', { name: words.save }));
      expect(await screen.findByText(words.saved)).toBeInTheDocument();
      expect(calls).toMatchObject([
        { method: 'PUT', body: { guestLinkAutoSend: 'days-before', guestLinkDaysBefore: 2 } },
      ]);
      await reopen();
      expect(await screen.findByRole('radio', { name: words.daysBefore })).toBeChecked();
      expect(screen.getByLabelText(words.days)).toHaveValue('2');
    });

    it('shows "off" as the property has it', async () => {
      await editResidence(lang, words, [], aResidence({ guestLinkAutoSend: 'off' }));
      expect(await screen.findByRole('radio', { name: words.off })).toBeChecked();
    });
  },
);
