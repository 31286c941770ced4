const digitsOf = (value: string): number[] => [...value].map(Number);

/** Check digit over the given digits with weights counting down to 2 (Receita Federal). */
const cpfCheckDigit = (digits: number[]): number => {
  const sum = digits.reduce(
    (total, digit, index) => total + digit * (digits.length + 1 - index),
    0,
  );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
};

/** Digits only: '123.456.789-09' → '12345678909'. */
export const normalizeCpf = (value: string): string => value.replace(/[.\-\s]/g, '');

/** 11 digits, both check digits right, not all digits equal. Accepts the usual punctuation. */
export const isValidCpf = (value: string): boolean => {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = digitsOf(cpf);
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit(digits.slice(0, 10));
  return digits[9] === first && digits[10] === second;
};

export const formatCpf = (value: string): string =>
  normalizeCpf(value).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
