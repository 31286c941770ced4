import { guestLinkPath, type Locale } from '@chegada/contracts';

type Linked = { id: string; source: string };

/** The guest's own link (spec §2): /p/formdata/:friendlyCode/:source/:id. */
export const guestLinkOf = (origin: string, friendlyCode: string, reservation: Linked): string =>
  `${origin}${guestLinkPath({ friendlyCode, source: reservation.source, reservationId: reservation.id })}`;

/**
 * A WhatsApp chat with the guest, the message already typed. wa.me reads the digits as country
 * code first, so they come from the API's E.164 form of the phone: a phone it could not read
 * gives no link (null) rather than a chat in another country; no phone at all lets the host
 * pick the contact in WhatsApp.
 */
export const whatsAppLink = (
  phone: { guestPhone: string | null; guestPhoneE164: string | null },
  text: string,
): string | null => {
  if (phone.guestPhoneE164)
    return `https://wa.me/${phone.guestPhoneE164.slice(1)}?text=${encodeURIComponent(text)}`;
  return phone.guestPhone ? null : `https://wa.me/?text=${encodeURIComponent(text)}`;
};

export const mailLink = (email: string | null, subject: string, body: string): string =>
  `mailto:${email ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const LOCALES: readonly Locale[] = ['pt-BR', 'en-US', 'es-ES'];

/** The reservation's language when the console knows it, else Portuguese (spec §1). */
export const guestLocale = (language: string | null): Locale =>
  LOCALES.find((locale) => locale === language) ?? 'pt-BR';
