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

/** When the current texts took effect. */
export const EFFECTIVE_DATE = '2026-11-22';
