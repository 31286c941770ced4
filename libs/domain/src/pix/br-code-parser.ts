import { DomainError } from '../domain-error';
import { crc16Hex } from './crc16';
import { PIX_GUI, PIX_NO_TXID, type PixBrCodeErrorCode } from './br-code';
import { splitTlv } from './tlv';

/** What a static pix BR Code asks the payer to pay, and to whom. */
export type PixBrCodeFields = {
  key: string;
  message?: string;
  amountInCentavos?: number;
  merchantName: string;
  merchantCity: string;
  /** '***' when the code carries no identifier. */
  txid: string;
};

const CRC_FIELD = /6304([0-9A-F]{4})$/;
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

const invalid = (reason: string): DomainError<PixBrCodeErrorCode> =>
  new DomainError<PixBrCodeErrorCode>('INVALID_PIX_BR_CODE', { reason });

/** True when the code ends in field 63 holding the CRC16 of everything before its value. */
export const hasValidPixCrc = (code: string): boolean => {
  const match = CRC_FIELD.exec(code);
  return match !== null && crc16Hex(code.slice(0, -4)) === match[1];
};

const centavosOf = (amount: string | undefined): number | undefined => {
  if (amount === undefined) return undefined;
  const match = AMOUNT.exec(amount);
  if (!match) throw invalid('amount');
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

const required = (fields: Map<string, string>, id: string, name: string): string => {
  const value = fields.get(id);
  if (value === undefined || value.length === 0) throw invalid(name);
  return value;
};

/**
 * Reads a static pix BR Code back into its fields, checking the CRC first; throws
 * INVALID_PIX_BR_CODE with the reason when the code is not one.
 */
export const parsePixBrCode = (code: string): PixBrCodeFields => {
  if (!hasValidPixCrc(code)) throw invalid('crc');
  const fields = splitTlv(code);
  if (!fields) throw invalid('tlv');
  if (fields.get('00') !== '01') throw invalid('payload format');
  if (fields.get('53') !== '986') throw invalid('currency');
  if (fields.get('58') !== 'BR') throw invalid('country');
  const account = splitTlv(required(fields, '26', 'merchant account'));
  if (account?.get('00')?.toLowerCase() !== PIX_GUI) throw invalid('merchant account');
  const message = account.get('02');
  const amountInCentavos = centavosOf(fields.get('54'));
  const additional = splitTlv(fields.get('62') ?? '');
  return {
    key: required(account, '01', 'key'),
    ...(message === undefined ? {} : { message }),
    ...(amountInCentavos === undefined ? {} : { amountInCentavos }),
    merchantName: required(fields, '59', 'merchant name'),
    merchantCity: required(fields, '60', 'merchant city'),
    txid: additional?.get('05') ?? PIX_NO_TXID,
  };
};
