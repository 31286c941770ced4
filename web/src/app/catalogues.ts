import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '@chegada/contracts';
import { catalogueParts, type CataloguePart } from './catalogue-parts';

/**
 * Messages of one language. The build gives them precompiled (the ICU syntax parsed into
 * react-intl's AST, so the parser stays out of the bundle); tests give the source strings.
 */
export type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

type Module = Promise<{ default: Catalogue }>;

// One chunk per language and part (vite.config.ts builds them from app/messages.ts): a
// visitor downloads only the language it reads, the account part once signed in, and a public
// page's own part with that page.
const loaders: Record<Locale, Record<CataloguePart, () => Module>> = {
  'pt-BR': {
    site: () => import('virtual:catalogue/pt-BR/site'),
    guestFrame: () => import('virtual:catalogue/pt-BR/guestFrame'),
    account: () => import('virtual:catalogue/pt-BR/account'),
    guest: () => import('virtual:catalogue/pt-BR/guest'),
    home: () => import('virtual:catalogue/pt-BR/home'),
    about: () => import('virtual:catalogue/pt-BR/about'),
    plans: () => import('virtual:catalogue/pt-BR/plans'),
    contact: () => import('virtual:catalogue/pt-BR/contact'),
    auth: () => import('virtual:catalogue/pt-BR/auth'),
    processNotification: () => import('virtual:catalogue/pt-BR/processNotification'),
    house: () => import('virtual:catalogue/pt-BR/house'),
    lead: () => import('virtual:catalogue/pt-BR/lead'),
    guestSteps: () => import('virtual:catalogue/pt-BR/guestSteps'),
  },
  'en-US': {
    site: () => import('virtual:catalogue/en-US/site'),
    guestFrame: () => import('virtual:catalogue/en-US/guestFrame'),
    account: () => import('virtual:catalogue/en-US/account'),
    guest: () => import('virtual:catalogue/en-US/guest'),
    home: () => import('virtual:catalogue/en-US/home'),
    about: () => import('virtual:catalogue/en-US/about'),
    plans: () => import('virtual:catalogue/en-US/plans'),
    contact: () => import('virtual:catalogue/en-US/contact'),
    auth: () => import('virtual:catalogue/en-US/auth'),
    processNotification: () => import('virtual:catalogue/en-US/processNotification'),
    house: () => import('virtual:catalogue/en-US/house'),
    lead: () => import('virtual:catalogue/en-US/lead'),
    guestSteps: () => import('virtual:catalogue/en-US/guestSteps'),
  },
  'es-ES': {
    site: () => import('virtual:catalogue/es-ES/site'),
    guestFrame: () => import('virtual:catalogue/es-ES/guestFrame'),
    account: () => import('virtual:catalogue/es-ES/account'),
    guest: () => import('virtual:catalogue/es-ES/guest'),
    home: () => import('virtual:catalogue/es-ES/home'),
    about: () => import('virtual:catalogue/es-ES/about'),
    plans: () => import('virtual:catalogue/es-ES/plans'),
    contact: () => import('virtual:catalogue/es-ES/contact'),
    auth: () => import('virtual:catalogue/es-ES/auth'),
    processNotification: () => import('virtual:catalogue/es-ES/processNotification'),
    house: () => import('virtual:catalogue/es-ES/house'),
    lead: () => import('virtual:catalogue/es-ES/lead'),
    guestSteps: () => import('virtual:catalogue/es-ES/guestSteps'),
  },
};

const loaded = new Map<string, Catalogue>();
const merged = new Map<string, Catalogue>();
const partKey = (locale: Locale, part: CataloguePart) => `${locale}/${part}`;

// The part every screen of the page reads: the site's, or on the guest's page what it reads of
// it (`guestFrame`, app/catalogue-parts.ts), which its start chooses before loading any.
let base: 'site' | 'guestFrame' = 'site';
export const chooseGuestFrame = (): void => {
  base = 'guestFrame';
};

/** Fetches part of a language's catalogue once (by default the page's base part). */
export const loadCatalogue = async (locale: Locale, part: CataloguePart = base) => {
  if (loaded.has(partKey(locale, part))) return;
  const { default: catalogue } = await loaders[locale][part]();
  loaded.set(partKey(locale, part), catalogue);
  merged.delete(locale);
};

/** Whether a part is here already (then nothing need wait for it). */
export const isCatalogueLoaded = (locale: Locale, part: CataloguePart): boolean =>
  loaded.has(partKey(locale, part));

/** Every loaded message of a language (the app loads the base part before it renders). */
export const catalogueOf = (locale: Locale): Catalogue => {
  const known = merged.get(locale);
  if (known) return known;
  if (!loaded.has(partKey(locale, base)))
    throw new Error(`The ${locale} catalogue is not loaded yet.`);
  const catalogue = Object.assign(
    {},
    ...catalogueParts.map((part) => loaded.get(partKey(locale, part))),
  ) as Catalogue;
  merged.set(locale, catalogue);
  return catalogue;
};

/** Tests hand over the whole source catalogues, which react-intl parses as it goes. */
export const provideCatalogues = (catalogues: Record<Locale, Catalogue>): void => {
  for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Catalogue][]) {
    loaded.set(partKey(locale, 'site'), catalogue);
    for (const part of catalogueParts) if (part !== 'site') loaded.set(partKey(locale, part), {});
    merged.delete(locale);
  }
};
