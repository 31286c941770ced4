/** The 27 federative units (26 states and the Federal District), as addresses abbreviate them. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

const CEP = /^(\d{5})-?(\d{3})$/;

/** The 8 digits of a CEP typed bare or masked ('01310-100' → '01310100'), else null. */
export const normalizeCep = (value: string): string | null => {
  const match = CEP.exec(value.trim());
  return match ? `${match[1]}${match[2]}` : null;
};

/** A CEP as it is written ('13010100' → '13010-100'); anything else (a postal code abroad) as given. */
export const displayCep = (value: string): string => {
  const digits = normalizeCep(value);
  return digits ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
};

export const isValidCep = (value: string): boolean => normalizeCep(value) !== null;
