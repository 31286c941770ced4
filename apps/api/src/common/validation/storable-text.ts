import { unstorableCharacter } from '@chegada/database';
import type { FieldIssue } from '../errors';
import { findLeaves } from './request-leaves';

/**
 * Every string of a request's body or query (values and keys, at any depth) holding text
 * PostgreSQL cannot store, as field issues named the way Yup names paths (`contacts[0].name`).
 * Left in, such text failed a write with a 500 or, sealed in an event, stopped a projection
 * at that event for every account.
 */
export const unstorableTextIssues = (value: unknown): FieldIssue[] =>
  findLeaves(value, (leaf) => typeof leaf === 'string' && unstorableCharacter(leaf) !== null).map(
    ({ value: text, path }) => ({
      field: path,
      key: 'validation.characterNotAllowed' as const,
      values: { character: unstorableCharacter(String(text)) ?? '' },
    }),
  );

/**
 * Every number of a validated body or query that JavaScript does not hold exactly (beyond
 * ±2^53, or infinite: JSON's 1e400). The shared schemas bound their integers; this catches a
 * field that forgot to, before such a number reaches SQL as "Infinity" (a 500).
 */
export const unsafeNumberIssues = (value: unknown): FieldIssue[] =>
  findLeaves(
    value,
    (leaf) =>
      typeof leaf === 'number' &&
      !(Number.isFinite(leaf) && Math.abs(leaf) <= Number.MAX_SAFE_INTEGER),
  ).map(({ path }) => ({ field: path, key: 'validation.numberOutOfRange' as const }));
