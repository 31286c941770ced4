import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ImportCodeChannel } from '@chegada/contracts';
import { normalizePhone } from '@chegada/domain';
import type { Fields } from './guest-identity';

/** Where a code can go, the address in full (server side only) and as the guest sees it. */
export type Destination = { channel: ImportCodeChannel; to: string; masked: string };

/** m•••@example.com */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
};

/** +55 11 •••••-4321: country and area code, then the last four digits only. */
export const maskPhone = (e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164);
  const groups = parsed ? parsed.formatInternational().split(' ') : [e164];
  const last = groups.length > 1 ? groups.slice(0, 2) : [];
  const hidden = e164.replace(/\D/g, '').length - last.join('').replace(/\D/g, '').length - 4;
  return `${[...last, `${'•'.repeat(Math.max(hidden, 3))}`].join(' ')}-${e164.slice(-4)}`;
};

/** The e-mail (main guest only) and the WhatsApp number a code can be sent to. */
export const destinationsOf = (fields: Fields): Destination[] => {
  const destinations: Destination[] = [];
  if (typeof fields.email === 'string' && fields.email.includes('@'))
    destinations.push({ channel: 'email', to: fields.email, masked: maskEmail(fields.email) });
  const phone = typeof fields.phone === 'string' ? normalizePhone(fields.phone) : null;
  if (phone) destinations.push({ channel: 'whatsapp', to: phone, masked: maskPhone(phone) });
  return destinations;
};
