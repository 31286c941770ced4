// Reais are written as Brazil writes them wherever the separators agree: es-ES shares pt-BR's
// ("1.234,50"), so it reads "R$ 1.234,50" as the hints and the server's messages write it, not
// its own "1234,50 R$" (symbol after, and no thousands dot below 10.000).
const MONEY_LOCALE: Partial<Record<string, string>> = { 'es-ES': 'pt-BR' };

/**
 * Money as every screen and e-mail writes it: pt-BR with BRL by default (spec §1); amounts
 * travel as integer centavos. The symbol is the narrow one in every language: "R$ 59,90"
 * (pt-BR and es-ES), "R$59.90" (en-US).
 */
export const formatMoney = (centavos: number, locale = 'pt-BR', currency = 'BRL'): string =>
  new Intl.NumberFormat((currency === 'BRL' && MONEY_LOCALE[locale]) || locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).format(centavos / 100);
