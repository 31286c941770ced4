import { SUPPORT_CONTACT } from '../../../config/support';

/** A paragraph, or a bulleted list of items. */
export type LegalBlock = string | readonly string[];

export type LegalSection = { title: string; body: readonly LegalBlock[] };

/**
 * A legal text in one language. It is content, chosen by the page's `:locale` parameter rather
 * than by the interface language, so it lives here and not in the interface catalogues.
 */
export type LegalDocument = {
  title: string;
  /** Before the effective date, e.g. 'Última atualização:'. */
  updatedLabel: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
};

export type LegalTexts = { terms: LegalDocument; privacy: LegalDocument };

export type LegalKind = keyof LegalTexts;

/**
 * Each text's version: the day its current words took effect, shown on its page. Raise it
 * with every change to what the text says (not to its layout): the privacy policy last took
 * the record of processing and the incident plan (issue 32), the terms es-ES's wording.
 */
export const LEGAL_VERSIONS: Record<LegalKind, string> = {
  terms: '2026-11-25',
  privacy: '2026-11-29',
};

/**
 * The texts as their JSON files hold them, prose kept apart from code: the support contact
 * stands there as `{email}` and `{phone}`, filled in here from the one place that holds it.
 */
export const legalTexts = (texts: LegalTexts): LegalTexts => {
  const fill = (text: string) =>
    text.replaceAll('{email}', SUPPORT_CONTACT.email).replaceAll('{phone}', SUPPORT_CONTACT.phone);
  const document = ({ title, updatedLabel, intro, sections }: LegalDocument): LegalDocument => ({
    title,
    updatedLabel,
    intro: intro.map(fill),
    sections: sections.map((section) => ({
      title: section.title,
      body: section.body.map((block) =>
        typeof block === 'string' ? fill(block) : block.map(fill),
      ),
    })),
  });
  return { terms: document(texts.terms), privacy: document(texts.privacy) };
};
