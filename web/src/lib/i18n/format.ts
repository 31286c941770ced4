/**
 * Money is shown in pt-BR with BRL by default (spec §1); amounts travel as integer centavos. The
 * symbol is R$ in every language (es-ES would otherwise write "BRL").
 */
export const formatMoney = (centavos: number, locale = 'pt-BR', currency = 'BRL'): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(centavos / 100);
