// The birth certificate's registration number (matrícula, CNJ Provimento 3/2009): 32 digits,
// the last two check digits over the 30 before them. People copy it with the dots, spaces and
// dash the certificate prints.
const SEPARATORS = /[\s./-]/g;

/** Digits only, as stored: '104539 01 55 2013 1 00012 021 0000123-54' → 32 digits. */
export const normalizeBirthCertificate = (value: string): string => value.replace(SEPARATORS, '');

// Module 11 with weights that cycle 0…10, starting at `first`; a remainder of 10 counts as 1.
const checkDigit = (digits: readonly number[], first: number): number => {
  const sum = digits.reduce((total, digit, index) => total + digit * ((first + index) % 11), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
};

/** 32 digits (separators aside) whose two check digits are right. */
export const isValidBirthCertificate = (value: string): boolean => {
  const number = normalizeBirthCertificate(value);
  if (!/^\d{32}$/.test(number)) return false;
  const digits = [...number].map(Number);
  const first = checkDigit(digits.slice(0, 30), 2);
  const second = checkDigit([...digits.slice(0, 30), first], 1);
  return digits[30] === first && digits[31] === second;
};

/** As the certificate prints it: 104539.01.55.2013.1.00012.021.0000123-54. */
export const formatBirthCertificate = (value: string): string =>
  normalizeBirthCertificate(value).replace(
    /^(\d{6})(\d{2})(\d{2})(\d{4})(\d)(\d{5})(\d{3})(\d{7})(\d{2})$/,
    '$1.$2.$3.$4.$5.$6.$7.$8-$9',
  );
