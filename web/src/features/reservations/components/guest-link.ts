import { guestLinkPath, type Locale } from '@chegada/contracts';

type Linked = { id: string; source: string };

/** The guest's own link (spec §2): /p/formdata/:friendlyCode/:source/:id. */
export const guestLinkOf = (origin: string, friendlyCode: string, reservation: Linked): string =>
  `${origin}${guestLinkPath({ friendlyCode, source: reservation.source, reservationId: reservation.id })}`;

/** A WhatsApp chat with the guest, the message already typed (wa.me wants digits only). */
export const whatsAppLink = (phone: string | null, text: string): string => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
};

export const mailLink = (email: string | null, subject: string, body: string): string =>
  `mailto:${email ?? ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

const LOCALES: readonly Locale[] = ['pt-BR', 'en-US', 'es-ES'];

/** The reservation's language when the console knows it, else Portuguese (spec §1). */
export const guestLocale = (language: string | null): Locale =>
  LOCALES.find((locale) => locale === language) ?? 'pt-BR';
