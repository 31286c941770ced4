import { AppError } from '../errors';

/**
 * Deepest nesting of arrays and objects a request's JSON may have. The deepest form is the
 * guest form (data → additionalGuests → guest → address: 4 levels); schema validation recurses
 * once per level, so JSON nested thousands deep overflowed the stack and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Most items an array of a request's JSON may have: ten times the longest list any schema
 * takes (a property's 100 nearby places). Parsing costs a little per item, 100,000 empty
 * objects tens of milliseconds of the event loop, and no schema wants them: such a body is
 * refused before it is parsed. A list within this but over its schema's own bound is refused
 * by the schema, naming it (array-bounds.ts).
 */
export const MAX_JSON_ARRAY_ITEMS = 1000;

/** Why JSON text is refused before it is parsed. */
export type CostlyJson = 'tooDeep' | 'tooLong';

const [OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT, QUOTE, BACKSLASH, COMMA] = [
  ...'[{]}"\\,',
].map((character) => character.charCodeAt(0));

/**
 * Whether JSON text (as UTF-8 bytes or a string) nests deeper than `maxDepth` or has an array
 * of more than `maxItems` items, read in one pass before it is parsed. Brackets and commas
 * inside strings do not count; malformed JSON is left to the parser. In UTF-8 these ASCII
 * bytes never occur inside a multi-byte character.
 */
export const costlyJson = (
  json: Uint8Array | string,
  { maxDepth = MAX_JSON_DEPTH, maxItems = MAX_JSON_ARRAY_ITEMS } = {},
): CostlyJson | undefined => {
  const bytes = typeof json === 'string' ? Buffer.from(json) : json;
  // Per open level: whether it is an array, and the commas seen at that level.
  const isArray = new Uint8Array(maxDepth + 1);
  const commas = new Uint32Array(maxDepth + 1);
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const code = bytes[index];
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === COMMA) {
      if (isArray[depth] && ++commas[depth]! >= maxItems) return 'tooLong';
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'tooDeep';
      isArray[depth] = code === OPEN_ARRAY ? 1 : 0;
      commas[depth] = 0;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth = Math.max(depth - 1, 0);
  }
  return undefined;
};

/**
 * The error costly JSON answers, naming the field if any: 400 JSON_TOO_DEEP, or 400
 * VALIDATION_FAILED for an array too long (`body` for a request's whole body).
 */
export const costlyJsonError = (problem: CostlyJson, field?: string): AppError =>
  problem === 'tooDeep'
    ? new AppError(
        'JSON_TOO_DEEP',
        field ? [{ field, key: 'validation.jsonTooDeep', values: { max: MAX_JSON_DEPTH } }] : [],
        { max: MAX_JSON_DEPTH },
      )
    : new AppError('VALIDATION_FAILED', [
        {
          field: field ?? 'body',
          key: 'validation.maxItems',
          values: { max: MAX_JSON_ARRAY_ITEMS },
        },
      ]);

/**
 * body-parser's `verify` for JSON bodies: refuses one too costly to parse before it is parsed.
 * body-parser sets status 403 on what verify throws; the AppError's own code decides (400).
 */
export const refuseCostlyJson = (
  _request: unknown,
  _response: unknown,
  body: Buffer,
  encoding: string,
): void => {
  const utf8 = /^utf-?8$/i.test(encoding);
  const problem = costlyJson(utf8 ? body : body.toString(encoding as BufferEncoding));
  if (problem) throw costlyJsonError(problem);
};
