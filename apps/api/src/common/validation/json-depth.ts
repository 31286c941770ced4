import { AppError } from '../errors';

/**
 * Deepest nesting of arrays and objects a request's JSON may have. The deepest form is the
 * guest form (data → additionalGuests → guest → address: 4 levels); schema validation recurses
 * once per level, so JSON nested thousands deep overflowed the stack and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

const [OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT, QUOTE, BACKSLASH] = [...'[{]}"\\'].map(
  (character) => character.charCodeAt(0),
);

/**
 * Whether JSON text (as UTF-8 bytes or a string) nests deeper than `max`, read in one pass
 * before it is parsed. Brackets inside strings do not count; malformed JSON is left to the
 * parser. In UTF-8 these ASCII bytes never occur inside a multi-byte character.
 */
export const nestsDeeperThan = (json: Uint8Array | string, max = MAX_JSON_DEPTH): boolean => {
  const codeAt =
    typeof json === 'string'
      ? (index: number) => json.charCodeAt(index)
      : (index: number) => json[index];
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const code = codeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
};

/** The error a too-deep body or form field answers: 400 JSON_TOO_DEEP, the field named if any. */
export const jsonTooDeep = (field?: string): AppError =>
  new AppError(
    'JSON_TOO_DEEP',
    field ? [{ field, key: 'validation.jsonTooDeep', values: { max: MAX_JSON_DEPTH } }] : [],
    { max: MAX_JSON_DEPTH },
  );

/**
 * body-parser's `verify` for JSON bodies: refuses one nested too deep before it is parsed.
 * body-parser sets status 403 on what verify throws; the AppError's own code decides (400).
 */
export const refuseDeepJson = (
  _request: unknown,
  _response: unknown,
  body: Buffer,
  encoding: string,
): void => {
  const utf8 = /^utf-?8$/i.test(encoding);
  if (nestsDeeperThan(utf8 ? body : body.toString(encoding as BufferEncoding))) throw jsonTooDeep();
};
