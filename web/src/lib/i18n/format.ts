/**
 * Money is shown in pt-BR with BRL by default (spec §1); amounts travel as integer centavos.
 * The symbol is the narrow one in every language: "R$ 59,90", "R$59.90", "59,90 R$" (es-ES
 * would otherwise write "59,90 BRL").
 */
export const formatMoney = (centavos: number, locale = 'pt-BR', currency = 'BRL'): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(centavos / 100);
