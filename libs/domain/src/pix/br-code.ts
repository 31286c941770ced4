import { DomainError } from '../domain-error';
import { normalizePixKey } from '../residences/pix-key';
import { crc16Hex } from './crc16';
import { tlv } from './tlv';

export const pixBrCodeErrorCodes = [
  'INVALID_PIX_KEY',
  'INVALID_PIX_AMOUNT',
  'INVALID_PIX_MERCHANT_NAME',
  'INVALID_PIX_MERCHANT_CITY',
  'INVALID_PIX_TXID',
  'INVALID_PIX_BR_CODE',
] as const;
export type PixBrCodeErrorCode = (typeof pixBrCodeErrorCodes)[number];

export type PixBrCodeInput = {
  /** Any of the five kinds of pix key, typed as the host typed it. */
  key: string;
  /** Absent: the payer types the amount in the bank app. */
  amountInCentavos?: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits; absent: '***' (no identifier). */
  txid?: string;
  /** Shown to the payer; shortened to what field 26 still holds after the key. */
  message?: string;
};

/** What the BR Code manual fixes: field sizes and the pix domain of field 26. */
export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_MERCHANT_NAME_MAX_LENGTH = 25;
export const PIX_MERCHANT_CITY_MAX_LENGTH = 15;
export const PIX_TXID_MAX_LENGTH = 25;
export const PIX_NO_TXID = '***';
const FIELD_MAX_LENGTH = 99;
const AMOUNT_MAX_LENGTH = 13;
const TXID = /^[A-Za-z0-9]{1,25}$/;

/**
 * Text as BR Code readers expect it: printable ASCII only (accents stripped: 'São Paulo' →
 * 'Sao Paulo'), single spaces, cut to the field's size. Case is kept: the Central Bank's own
 * example writes 'Fulano de Tal'.
 */
export const toBrCodeText = (value: string, maxLength: number): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();

/** 12345 → '123.45', the only amount format field 54 accepts. */
export const formatPixAmount = (centavos: number): string =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

const amountField = (centavos: number | undefined): string => {
  if (centavos === undefined) return '';
  const fits =
    Number.isSafeInteger(centavos) &&
    centavos > 0 &&
    formatPixAmount(centavos).length <= AMOUNT_MAX_LENGTH;
  if (!fits) {
    throw new DomainError<PixBrCodeErrorCode>('INVALID_PIX_AMOUNT', { amountInCentavos: centavos });
  }
  return tlv('54', formatPixAmount(centavos));
};

const requiredText = (
  value: string,
  maxLength: number,
  code: 'INVALID_PIX_MERCHANT_NAME' | 'INVALID_PIX_MERCHANT_CITY',
): string => {
  const text = toBrCodeText(value, maxLength);
  if (text.length === 0) throw new DomainError<PixBrCodeErrorCode>(code);
  return text;
};

const merchantAccount = (typedKey: string, message: string | undefined): string => {
  const pixKey = normalizePixKey(typedKey);
  if (!pixKey) throw new DomainError<PixBrCodeErrorCode>('INVALID_PIX_KEY');
  const gui = tlv('00', PIX_GUI);
  const key = tlv('01', pixKey.key);
  // The whole field 26 holds at most 99 characters; the message gets what the key leaves.
  const room = FIELD_MAX_LENGTH - gui.length - key.length - 4;
  const text = message === undefined ? '' : toBrCodeText(message, Math.max(0, room));
  return gui + key + (text ? tlv('02', text) : '');
};

const txidField = (txid: string | undefined): string => {
  if (txid !== undefined && !TXID.test(txid)) {
    throw new DomainError<PixBrCodeErrorCode>('INVALID_PIX_TXID', { txid });
  }
  return tlv('62', tlv('05', txid ?? PIX_NO_TXID));
};

/**
 * The static pix BR Code ("copia e cola") any bank app pays: EMV fields in the manual's order,
 * closed by field 63 holding the CRC16 of everything before it, "6304" included.
 */
export const buildPixBrCode = (input: PixBrCodeInput): string => {
  const body =
    tlv('00', '01') +
    tlv('26', merchantAccount(input.key, input.message)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amountField(input.amountInCentavos) +
    tlv('58', 'BR') +
    tlv(
      '59',
      requiredText(input.merchantName, PIX_MERCHANT_NAME_MAX_LENGTH, 'INVALID_PIX_MERCHANT_NAME'),
    ) +
    tlv(
      '60',
      requiredText(input.merchantCity, PIX_MERCHANT_CITY_MAX_LENGTH, 'INVALID_PIX_MERCHANT_CITY'),
    ) +
    txidField(input.txid) +
    '6304';
  return body + crc16Hex(body);
};
