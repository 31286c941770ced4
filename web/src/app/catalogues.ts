import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@chegada/contracts';

/**
 * One language's messages. The build gives them precompiled (the ICU syntax parsed into
 * react-intl's AST, so the parser stays out of the bundle); tests give the source strings.
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per language (vite.config.ts builds them from app/messages.ts): a visitor
// downloads only the language it reads.
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'pt-BR': () => import('virtual:catalogue/pt-BR'),
  'en-US': () => import('virtual:catalogue/en-US'),
  'es-ES': () => import('virtual:catalogue/es-ES'),
};

const loaded = new Map<Locale, Catalogue>();

/** Fetches a language's catalogue once; the interface switches to it when this resolves. */
export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => {
  const known = loaded.get(locale);
  if (known) return known;
  const { default: catalogue } = await loaders[locale]();
  loaded.set(locale, catalogue);
  return catalogue;
};

/** A catalogue already loaded (the app loads the first one before it renders). */
export const catalogueOf = (locale: Locale): Catalogue => {
  const catalogue = loaded.get(locale);
  if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded yet.`);
  return catalogue;
};

/** Tests hand over the source catalogues, which react-intl parses as it goes. */
export const provideCatalogues = (catalogues: Record<Locale, Catalogue>): void => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    loaded.set(locale as Locale, catalogue);
  }
};
