import { defineMessages } from './define-messages';

/** Price tables (plans by number of properties) and their tiers. */
export const priceTablesMessages = defineMessages({
  'pt-BR': {
    'priceTables.tiersRequired': 'Adicione ao menos uma faixa',
    'priceTables.tooManyTiers': 'No máximo {max} faixas',
    'priceTables.tierMin': 'No mínimo {min}',
    'priceTables.tierMaxBelowMin': 'O máximo não pode ser menor que o mínimo ({min})',
    'priceTables.tierMaxLimit': 'No máximo {max}',
    'priceTables.priceRange': 'Informe um valor entre R$ 0,00 e R$ 1.000.000,00',
    'priceTables.tierOverlap': 'Sobrepõe-se à faixa {min}–{max}',
  },
  'en-US': {
    'priceTables.tiersRequired': 'Add at least one tier',
    'priceTables.tooManyTiers': 'At most {max} tiers',
    'priceTables.tierMin': 'At least {min}',
    'priceTables.tierMaxBelowMin': 'The maximum cannot be less than the minimum ({min})',
    'priceTables.tierMaxLimit': 'At most {max}',
    'priceTables.priceRange': 'Enter an amount between R$ 0.00 and R$ 1,000,000.00',
    'priceTables.tierOverlap': 'Overlaps with tier {min}–{max}',
  },
  'es-ES': {
    'priceTables.tiersRequired': 'Añade al menos un tramo',
    'priceTables.tooManyTiers': 'Como máximo {max} tramos',
    'priceTables.tierMin': 'Como mínimo {min}',
    'priceTables.tierMaxBelowMin': 'El máximo no puede ser menor que el mínimo ({min})',
    'priceTables.tierMaxLimit': 'Como máximo {max}',
    'priceTables.priceRange': 'Introduce un importe entre R$ 0,00 y R$ 1.000.000,00',
    'priceTables.tierOverlap': 'Se superpone con el tramo {min}–{max}',
  },
});
