import { isValidCnpj, normalizeCnpj } from '../documents/cnpj';
import { isValidCpf, normalizeCpf } from '../documents/cpf';

/** The five kinds of pix key the Central Bank's directory (DICT) registers. */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';
export type PixKey = { type: PixKeyType; key: string };

/** The DICT refuses longer e-mail keys. */
export const PIX_EMAIL_MAX_LENGTH = 77;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// +55, a two-digit area code without zeros, then 8 (fixed line) or 9 (mobile) digits.
const PHONE = /^\+55[1-9]{2}\d{8,9}$/;
const CPF_TYPED = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

const phoneKey = (typed: string): string => typed.replace(/[\s().-]/g, '');

/**
 * The pix key as the DICT stores it (CPF and CNPJ without punctuation, e-mail and EVP in lower
 * case, phone as +55DDNNNNNNNNN), or null when it is no valid key. Each kind has its own shape,
 * so a value never reads as two kinds: phones start with '+', CPFs have 11 digits, CNPJs 14
 * characters.
 */
export const normalizePixKey = (value: string): PixKey | null => {
  const typed = value.trim();
  if (EVP.test(typed)) return { type: 'evp', key: typed.toLowerCase() };
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    return EMAIL.test(email) && email.length <= PIX_EMAIL_MAX_LENGTH
      ? { type: 'email', key: email }
      : null;
  }
  if (typed.startsWith('+')) {
    const phone = phoneKey(typed);
    return PHONE.test(phone) ? { type: 'phone', key: phone } : null;
  }
  if (CPF_TYPED.test(typed))
    return isValidCpf(typed) ? { type: 'cpf', key: normalizeCpf(typed) } : null;
  return isValidCnpj(typed) ? { type: 'cnpj', key: normalizeCnpj(typed) } : null;
};

export const isValidPixKey = (value: string): boolean => normalizePixKey(value) !== null;
