import { screen, waitFor } from '@testing-library/react';
import { editResidence, type Call } from './residences-kit';

// Issue 27, major 5: a property without a smart lock has a manual door code, 4 to 9 digits,
// that the form sends with the property and shows again when it is edited.

const WORDS = {
  'en-US': {
    field: 'Door code (without a smart lock)',
    digits: 'The door code must have 4 to 9 digits',
    actions: 'Actions for Casa Paulista',
    edit: 'Edit',
    save: 'Save property',
    saved: 'Property updated',
  },
  'pt-BR': {
    field: 'Código da porta (sem fechadura inteligente)',
    digits: 'O código da porta deve ter de 4 a 9 dígitos',
    actions: 'Ações para Casa Paulista',
    edit: 'Editar',
    save: 'Salvar imóvel',
    saved: 'Imóvel atualizado',
  },
  'es-ES': {
    field: 'Código de la puerta (sin cerradura inteligente)',
    digits: 'El código de la puerta debe tener de 4 a 9 dígitos',
    actions: 'Acciones para Casa Paulista',
    edit: 'Editar',
    save: 'Guardar propiedad',
    saved: 'Propiedad actualizada',
  },
} as const;

describe.each(Object.entries(WORDS))('/u/houses: the door code, in %s', (locale, words) => {
  const editHouse = async (calls: Call[]) => {
    const view = await editResidence(locale as keyof typeof WORDS, words, calls);
    return { ...view, field: await screen.findByLabelText(words.field) };
  };

  it('refuses what is not 4 to 9 digits, sends the code and shows it again', async () => {
    const calls: Call[] = [];
    const { user, field, reopen } = await editHouse(calls);
    expect(field).toHaveValue('');

    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: words.save }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(words.digits)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(field);
    await user.type(field, '4829130');
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.saved)).toBeInTheDocument();
    expect(calls).toMatchObject([{ method: 'PUT', body: { doorCode: '4829130' } }]);

    await reopen();
    expect(await screen.findByLabelText(words.field)).toHaveValue('4829130');
  });
});
