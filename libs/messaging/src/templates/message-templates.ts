import type { MessageTemplate } from '@chegada/contracts';

// The names and their placeholders are a contract with the host's editor (libs/contracts).
export { messageTemplates, templatePlaceholders, type MessageTemplate } from '@chegada/contracts';

export const templateLocales = ['pt-BR', 'en-US', 'es-ES'] as const;
export type TemplateLocale = (typeof templateLocales)[number];

/**
 * One message's words; `{name}` placeholders are filled from the message's parameters
 * (templatePlaceholders names those each message may use).
 */
export type TemplateTexts = {
  subject: string;
  /** Paragraphs, in order. */
  body: string[];
  /** The label of the button that opens `{link}`; absent when the message has no link. */
  action?: string;
  /** The label of the button that opens `{approveLink}` (the host's "approve" link). */
  approveAction?: string;
};

export type TemplateCatalogue = Record<MessageTemplate, TemplateTexts>;

/** The language a reservation's messages use: its own when offered, else Portuguese. */
export const templateLocaleOf = (language: string | null | undefined): TemplateLocale => {
  const prefix = (language ?? '').slice(0, 2).toLowerCase();
  return templateLocales.find((locale) => locale.startsWith(prefix)) ?? 'pt-BR';
};

/** WhatsApp names languages with an underscore: pt_BR. */
export const whatsAppLanguageOf = (locale: TemplateLocale): string => locale.replace('-', '_');
