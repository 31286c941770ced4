/**
 * An amount typed in reais: "49,90", "49.90", "R$ 1.234,56" or "1,234.56". The last separator
 * is the decimal one when one or two digits follow it; the others group thousands.
 * Null when the text is not an amount (spec §5: 'Invalid number').
 */
export const parseReais = (typed: string): number | null => {
  const text = typed.replace(/R\$|\s/g, '');
  const match = /^(-?)(\d[\d.,]*?)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', cents = '0'] = match;
  // Thousands separators, when used, sit between groups of three digits.
  if (!/^(\d+|\d{1,3}([.,]\d{3})+)$/.test(whole)) return null;
  return Number(`${sign}${whole.replace(/[.,]/g, '')}.${cents}`);
};

/** Spec §9: amounts become integer centavos by multiplying by 100 and rounding. */
export const reaisToCentavos = (typed: string): number | null => {
  const reais = parseReais(typed);
  return reais === null ? null : Math.round(reais * 100);
};

/** Centavos as the admin would type them back in the interface language: "49,90" or "49.90". */
export const centavosToTyped = (centavos: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(centavos / 100);

/**
 * What the money field shows once left: the amount typed, in the interface language with its
 * thousands separators ("1.234,50", "1,234.50"); text that is no amount stays as typed.
 */
export const formatTypedMoney = (typed: string, locale: string): string => {
  const reais = parseReais(typed);
  if (reais === null) return typed;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(reais);
};
