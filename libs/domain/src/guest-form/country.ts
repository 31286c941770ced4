// Guests type their country or pick it; any of these names Brazil, with or without accents.
const BRAZIL = new Set(['br', 'bra', 'brasil', 'brazil']);

/** Whether a typed country is Brazil ('BR', 'Brasil', 'brazil'…), where a CEP has 8 digits. */
export const isBrazil = (country: string): boolean =>
  BRAZIL.has(country.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
