import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { aFillingPage } from '../../../testing/guest-form-fixtures';
import { atGuestsAnaErased, openGuestFormIn } from './guest-form-steps';

// Issue 32: once the host erased Ana's data at her request, the holder's link said her data was
// erased, but not on which day.
const erasedPage = () => atGuestsAnaErased('2026-12-03T15:00:00.000Z');

// The guests step (and the summary's section) by its name, and what it says of her.
const ERASED_ON = [
  ['en-US', 'Other guests', 'Data erased at their own request on December 3, 2026'],
  [
    'pt-BR',
    'Outros hóspedes',
    'Dados excluídos a pedido da própria pessoa em 3 de dezembro de 2026',
  ],
  [
    'es-ES',
    'Otros huéspedes',
    'Datos eliminados a petición de la propia persona el 3 de diciembre de 2026',
  ],
] as const;

describe('a companion erased at her own request, on the holder’s link', () => {
  it.each(ERASED_ON)(
    'in %s says on which day her data was erased',
    async (locale, step, erased) => {
      const { user } = await openGuestFormIn(locale, erasedPage());
      await user.click(screen.getByRole('button', { name: step }));
      await screen.findByRole('heading', { level: 2, name: step });
      const item = screen.getByRole('group', { name: /2$/ });
      expect(within(item).getByText(erased)).toBeInTheDocument();
    },
  );

  it.each(ERASED_ON)('in %s says it in the summary too', async (locale, title, erased) => {
    const page = erasedPage();
    await openGuestFormIn(locale, aFillingPage({ ...page, missing: [] }));
    const heading = await screen.findByRole('heading', { level: 3, name: title });
    const row = within(heading.closest('section')!).getByText('Ana Souza').closest('div');
    expect(row?.querySelector('dd')?.textContent).toBe(erased);
  });
});
