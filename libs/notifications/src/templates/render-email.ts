import { enUS } from './en-US.templates';
import { esES } from './es-ES.templates';
import type { MessageTemplate, TemplateCatalogue, TemplateLocale } from './message-templates';
import { ptBR } from './pt-BR.templates';

const catalogues: Record<TemplateLocale, TemplateCatalogue> = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
};

export type TemplateParams = Partial<
  Record<
    | 'guestName'
    | 'propertyName'
    | 'checkIn'
    | 'checkOut'
    | 'link'
    | 'motive'
    | 'instructions'
    | 'hostContact',
    string
  >
>;

export type RenderedEmail = { subject: string; text: string; html: string };

const fill = (text: string, params: TemplateParams): string =>
  text.replace(
    /\{(\w+)\}/g,
    (whole, name: string) => params[name as keyof TemplateParams] ?? whole,
  );

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A template's subject, plain-text and HTML bodies in one language; empty paragraphs drop out. */
export const renderEmail = (
  template: MessageTemplate,
  locale: TemplateLocale,
  params: TemplateParams,
): RenderedEmail => {
  const texts = catalogues[locale][template];
  const paragraphs = texts.body.map((line) => fill(line, params)).filter((line) => line.trim());
  const action = texts.action && params.link ? { label: texts.action, href: params.link } : null;
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.href}`] : [])].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">`,
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    action
      ? `<p><a href="${escapeHtml(action.href)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '',
    '</body></html>',
  ].join('');
  return { subject: fill(texts.subject, params), text, html };
};
