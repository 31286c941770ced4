import type { Locale } from '@chegada/contracts';
import type { LegalTexts } from './legal-document';

// Each language's texts are a chunk of their own, loaded only by whoever reads them.
const loaders: Record<Locale, () => Promise<LegalTexts>> = {
  'pt-BR': () => import('./pt-BR').then((module) => module.texts),
  'en-US': () => import('./en-US').then((module) => module.texts),
  'es-ES': () => import('./es-ES').then((module) => module.texts),
};

export const loadLegalTexts = (locale: Locale): Promise<LegalTexts> => loaders[locale]();
