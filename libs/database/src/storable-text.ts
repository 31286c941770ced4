/**
 * Text PostgreSQL cannot keep: NUL, which neither text nor jsonb accepts, and UTF-16
 * surrogates without their pair, which jsonb refuses and text turns into U+FFFD. A JSON
 * client can send both (`\u0000`, `\ud800`).
 */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** The first character of `text` that cannot be stored, named as U+XXXX; null when none. */
export const unstorableCharacter = (text: string): string | null => {
  const found = UNSTORABLE.exec(text);
  if (!found) return null;
  return `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
};

/**
 * `text` as PostgreSQL can store it: NUL dropped, an unpaired surrogate replaced by U+FFFD.
 * For text already accepted elsewhere (an event's sealed data), where refusing is too late.
 */
export const storableText = (text: string): string =>
  text.replace(UNSTORABLE_ALL, (character) => (character === '\0' ? '' : '\ufffd'));
