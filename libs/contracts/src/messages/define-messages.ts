import type { Locale } from '../locales';

/**
 * One feature's messages in the three languages. The keys of pt-BR are the reference: the
 * compiler refuses a language that misses one or adds one. Messages use ICU syntax, which
 * react-intl and the server's translate() both read.
 */
export const defineMessages = <Key extends string>(messages: {
  'pt-BR': Record<Key, string>;
  'en-US': Record<NoInfer<Key>, string>;
  'es-ES': Record<NoInfer<Key>, string>;
}): Record<Locale, Record<Key, string>> => messages;
