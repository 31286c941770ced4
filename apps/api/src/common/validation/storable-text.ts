import { unstorableCharacter } from '@chegada/database';
import type { FieldIssue } from '../errors';
import { requestLeaves } from './request-leaves';

/**
 * Every string of a request's body or query (values and keys, at any depth) holding text
 * PostgreSQL cannot store, as field issues named the way Yup names paths (`contacts[0].name`).
 * Left in, such text failed a write with a 500 or, sealed in an event, stopped a projection
 * at that event for every account.
 */
export const unstorableTextIssues = (value: unknown): FieldIssue[] =>
  requestLeaves(value).flatMap(({ value: text, path }) => {
    const character = typeof text === 'string' ? unstorableCharacter(text) : undefined;
    return character
      ? [{ field: path, key: 'validation.characterNotAllowed' as const, values: { character } }]
      : [];
  });

/**
 * Every number of a validated body or query that JavaScript does not hold exactly (beyond
 * ±2^53, or infinite: JSON's 1e400). The shared schemas bound their integers; this catches a
 * field that forgot to, before such a number reaches SQL as "Infinity" (a 500).
 */
export const unsafeNumberIssues = (value: unknown): FieldIssue[] =>
  requestLeaves(value).flatMap(({ value: number, path }) =>
    typeof number === 'number' &&
    !(Number.isFinite(number) && Math.abs(number) <= Number.MAX_SAFE_INTEGER)
      ? [{ field: path, key: 'validation.numberOutOfRange' as const }]
      : [],
  );
