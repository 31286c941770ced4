import { screen, waitFor } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { aPriceTable, errorOf, openPriceTables, priceTablesApi, tier } from './price-tables-kit';
import { fieldErrorsAnswer } from '../../../testing/fixtures';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.
const words = {
  'pt-BR': {
    new: 'Nova tabela de preços',
    name: 'Nome da tabela',
    tier: 'Faixa',
    min: 'De (imóveis)',
    max: 'Até (imóveis)',
    price: 'Preço mensal (R$)',
    add: 'Adicionar faixa',
    save: 'Salvar',
    edit: 'Editar Basic',
  },
  'en-US': {
    new: 'New price table',
    name: 'Table name',
    tier: 'Tier',
    min: 'From (properties)',
    max: 'To (properties)',
    price: 'Monthly price (R$)',
    add: 'Add tier',
    save: 'Save',
    edit: 'Edit Basic',
  },
  'es-ES': {
    new: 'Nueva tabla de precios',
    name: 'Nombre de la tabla',
    tier: 'Tramo',
    min: 'Desde (propiedades)',
    max: 'Hasta (propiedades)',
    price: 'Precio mensual (R$)',
    add: 'Añadir tramo',
    save: 'Guardar',
    edit: 'Editar Basic',
  },
} as const;

const startNew = async (locale: Locale) => {
  const view = openPriceTables(locale);
  await view.user.click(await screen.findByRole('button', { name: words[locale].new }));
  return view;
};

type User = Awaited<ReturnType<typeof startNew>>['user'];

const fillTier = async (user: User, locale: Locale, number: number, values: string[]) => {
  const w = words[locale];
  const fields = tier(`${w.tier} ${number}`);
  for (const [index, label] of [w.min, w.max, w.price].entries()) {
    await user.clear(fields.getByLabelText(label));
    if (values[index]) await user.type(fields.getByLabelText(label), values[index]);
  }
};

describe('price table form validation (the server schema) in three languages', () => {
  it.each([
    [
      'pt-BR',
      'Campo obrigatório',
      'Número inválido',
      'O máximo não pode ser menor que o mínimo (5)',
    ],
    [
      'en-US',
      'Required field',
      'Invalid number',
      'The maximum cannot be less than the minimum (5)',
    ],
    [
      'es-ES',
      'Campo obligatorio',
      'Número no válido',
      'El máximo no puede ser menor que el mínimo (5)',
    ],
  ] as const)(
    'in %s words required, money and range errors',
    async (locale, required, invalid, range) => {
      const sent = priceTablesApi([]);
      const { user } = await startNew(locale);
      const w = words[locale];
      await user.click(screen.getByRole('button', { name: w.save }));
      expect(errorOf(screen.getByLabelText(w.name))).toBe(required);
      for (const label of [w.min, w.max, w.price]) {
        expect(errorOf(tier(`${w.tier} 1`).getByLabelText(label))).toBe(required);
      }
      await waitFor(() => expect(screen.getByLabelText(w.name)).toHaveFocus());
      await fillTier(user, locale, 1, ['5', '2', 'dez reais']);
      await user.tab();
      expect(errorOf(tier(`${w.tier} 1`).getByLabelText(w.max))).toBe(range);
      expect(errorOf(tier(`${w.tier} 1`).getByLabelText(w.price))).toBe(invalid);
      expect(sent).toEqual([]);
    },
  );

  it.each([
    ['pt-BR', 'Sobrepõe-se à faixa 1–5'],
    ['en-US', 'Overlaps with tier 1–5'],
    ['es-ES', 'Se superpone con el tramo 1–5'],
  ] as const)(
    'in %s shows an overlapping tier on its own "from" field',
    async (locale, overlap) => {
      const sent = priceTablesApi([]);
      const { user } = await startNew(locale);
      const w = words[locale];
      await user.type(screen.getByLabelText(w.name), 'Pro');
      await fillTier(user, locale, 1, ['1', '5', '10']);
      await user.click(screen.getByRole('button', { name: w.add }));
      await fillTier(user, locale, 2, ['3', '8', '20']);
      await user.click(screen.getByRole('button', { name: w.save }));
      const from = tier(`${w.tier} 2`).getByLabelText(w.min);
      expect(from).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(from)).toBe(overlap);
      expect(errorOf(tier(`${w.tier} 1`).getByLabelText(w.min))).toBe('');
      expect(sent).toEqual([]);
    },
  );

  // What the server says in each language (its catalogue), for a tier it refuses.
  const serverOverlap = {
    'pt-BR': 'Sobrepõe-se à faixa 6–20',
    'en-US': 'Overlaps with tier 6–20',
    'es-ES': 'Se superpone con el tramo 6–20',
  };

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)(
    'in %s puts the overlap the server reports on tiers[i].min under that tier',
    async (locale) => {
      const sent = priceTablesApi([aPriceTable()], (request) =>
        fieldErrorsAnswer(
          [{ field: 'tiers[0].min', message: serverOverlap[request.language as Locale] }],
          'Validation failed',
        ),
      );
      const { user } = openPriceTables(locale);
      const w = words[locale];
      await user.click(await screen.findByRole('button', { name: w.edit }));
      await user.click(screen.getByRole('button', { name: w.save }));
      const from = tier(`${w.tier} 1`).getByLabelText(w.min);
      await waitFor(() => expect(errorOf(from)).toBe(serverOverlap[locale]));
      expect(from).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(from).toHaveFocus());
      expect(sent.map((entry) => entry.language)).toEqual([locale]);
      expect(screen.getByLabelText(w.name)).toBeInTheDocument();
    },
  );
});
