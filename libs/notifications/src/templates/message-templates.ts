/** Every message the product sends on a reservation's events, by name (the delivery log's too). */
export const messageTemplates = [
  'guest-link',
  'form-received',
  'form-reviewing',
  'approved',
  'refused',
  'checkout-extended',
  'cancelled',
  'front-desk-list',
] as const;
export type MessageTemplate = (typeof messageTemplates)[number];

export const templateLocales = ['pt-BR', 'en-US', 'es-ES'] as const;
export type TemplateLocale = (typeof templateLocales)[number];

/**
 * One message's words; `{name}` placeholders are filled from the message's parameters
 * (guestName, propertyName, checkIn, checkOut, link, motive, instructions, hostContact).
 */
export type TemplateTexts = {
  subject: string;
  /** Paragraphs, in order. */
  body: string[];
  /** The label of the button that opens `{link}`; absent when the message has no link. */
  action?: string;
};

export type TemplateCatalogue = Record<MessageTemplate, TemplateTexts>;

/** The language a reservation's messages use: its own when offered, else Portuguese. */
export const templateLocaleOf = (language: string | null | undefined): TemplateLocale => {
  const prefix = (language ?? '').slice(0, 2).toLowerCase();
  return templateLocales.find((locale) => locale.startsWith(prefix)) ?? 'pt-BR';
};

/** WhatsApp names languages with an underscore: pt_BR. */
export const whatsAppLanguageOf = (locale: TemplateLocale): string => locale.replace('-', '_');
