import type { Locale } from '@chegada/contracts';
import { enUs } from './en-US';
import { esEs } from './es-ES';
import { ptBr } from './pt-BR';

/** A section of a page a host reads: paragraphs, then a list when it has one. */
export type HostSection = { title: string; text: readonly string[]; items?: readonly string[] };

export type HostPage = { title: string; intro: string; sections: readonly HostSection[] };

/** The pages the privacy policy links to, as a host reads them. */
export type HostPages = Record<'record-of-processing' | 'incident-runbook', HostPage>;

export const hostPages: Record<Locale, HostPages> = {
  'pt-BR': ptBr,
  'en-US': enUs,
  'es-ES': esEs,
};
