import type { Locale } from '../locales';
import { ptBR } from './pt-BR';
import { enUS } from './en-US';
import { esES } from './es-ES';

/** Portuguese is the reference catalogue: the others must have exactly its keys. */
export type MessageKey = keyof typeof ptBR;
export type Messages = Record<MessageKey, string>;

export const catalogues: Record<Locale, Messages> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };
