import type { MessageTemplateTexts, TemplatePlaceholder } from '@chegada/contracts';
import { enUS, enUSGuestLinkStayBegun } from './en-US.templates';
import { esES, esESGuestLinkStayBegun } from './es-ES.templates';
import type {
  MessageTemplate,
  TemplateCatalogue,
  TemplateLocale,
  TemplateTexts,
} from './message-templates';
import { ptBR, ptBRGuestLinkStayBegun } from './pt-BR.templates';

const catalogues: Record<TemplateLocale, TemplateCatalogue> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
};

export type TemplateParams = Partial<Record<TemplatePlaceholder, string>>;

export type RenderedEmail = { subject: string; text: string; html: string };

/** The words the product ships for a message in a language. */
export const defaultTemplateTexts = (
  template: MessageTemplate,
  locale: TemplateLocale,
): TemplateTexts => catalogues[locale][template];

const stayBegunLines: Record<TemplateLocale, string> = {
  'pt-BR': ptBRGuestLinkStayBegun,
  'en-US': enUSGuestLinkStayBegun,
  'es-ES': esESGuestLinkStayBegun,
};

/**
 * The shipped guest link for a stay whose check-in has passed (issue 32 walk: it said "before
 * you arrive" to a guest already there): the same words, its last paragraph true then too.
 */
export const guestLinkStayBegunTexts = (locale: TemplateLocale): TemplateTexts => {
  const texts = defaultTemplateTexts('guest-link', locale);
  return { ...texts, body: [...texts.body.slice(0, -1), stayBegunLines[locale]] };
};

/** A host's texts as the editor keeps them (paragraphs apart by blank lines) to render. */
export const templateTextsOf = (texts: MessageTemplateTexts): TemplateTexts => ({
  subject: texts.subject,
  body: texts.body.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
  ...(texts.action ? { action: texts.action } : {}),
  ...(texts.approveAction ? { approveAction: texts.approveAction } : {}),
});

/** The shipped texts as the editor shows them. */
export const editableTextsOf = (texts: TemplateTexts): MessageTemplateTexts => ({
  subject: texts.subject,
  body: texts.body.join('\n\n'),
  ...(texts.action ? { action: texts.action } : {}),
  ...(texts.approveAction ? { approveAction: texts.approveAction } : {}),
});

const fill = (text: string, params: TemplateParams): string =>
  text.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name as keyof TemplateParams] ?? whole,
  );

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Action = { label: string; href: string };

const actionsOf = (texts: TemplateTexts, params: TemplateParams): Action[] =>
  [
    { label: texts.approveAction, href: params.approveLink },
    { label: texts.action, href: params.link },
  ].filter((action): action is Action => Boolean(action.label && action.href));

/** The paragraphs and the buttons' lines of a message, filled: the plain-text body. */
const textLines = (texts: TemplateTexts, params: TemplateParams) => {
  const paragraphs = texts.body.map((line) => fill(line, params)).filter((line) => line.trim());
  return { paragraphs, actions: actionsOf(texts, params) };
};

/**
 * A template's subject, plain-text and HTML bodies in one language; empty paragraphs drop out.
 * `texts` are the host's words for it, when the host wrote some (/u/models).
 */
export const renderEmail = (
  template: MessageTemplate,
  locale: TemplateLocale,
  params: TemplateParams,
  texts: TemplateTexts = defaultTemplateTexts(template, locale),
): RenderedEmail => renderEmailTexts(locale, texts, params);

/**
 * Words of a message no host edits (the product's notices to the host, worded by the message
 * catalogue), rendered as the templates are: subject, plain text and HTML with its button.
 */
export const renderEmailTexts = (
  locale: TemplateLocale,
  texts: TemplateTexts,
  params: TemplateParams,
): RenderedEmail => {
  const { paragraphs, actions } = textLines(texts, params);
  const text = [...paragraphs, ...actions.map(({ label, href }) => `${label}: ${href}`)].join(
    '\n\n',
  );
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...actions.map(
      ({ label, href }) =>
        `<p><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`,
    ),
    '</body></html>',
  ].join('');
  return { subject: fill(texts.subject, params), text, html };
};

/**
 * A message as one line of text, as a WhatsApp template parameter must be (the Cloud API
 * refuses new lines, tabs and more than four spaces in a row in a parameter).
 */
export const renderOneLine = (texts: TemplateTexts, params: TemplateParams): string => {
  const { paragraphs, actions } = textLines(texts, params);
  return [...paragraphs, ...actions.map(({ label, href }) => `${label}: ${href}`)]
    .join(' · ')
    .replace(/\s+/g, ' ')
    .trim();
};
