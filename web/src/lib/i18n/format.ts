/** Money is shown in pt-BR with BRL by default (spec §1); amounts travel as integer centavos. */
export const formatMoney = (centavos: number, locale = 'pt-BR', currency = 'BRL'): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(centavos / 100);
