import { unstorableCharacter } from '@chegada/database';
import type { FieldIssue } from '../errors';

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Every string of a request's body or query (values and keys, at any depth) holding text
 * PostgreSQL cannot store, as field issues named the way Yup names paths (`contacts[0].name`).
 * Left in, such text failed a write with a 500 or, sealed in an event, stopped a projection
 * at that event for every account.
 */
export const unstorableTextIssues = (value: unknown, path = ''): FieldIssue[] => {
  if (typeof value === 'string') {
    const character = unstorableCharacter(value);
    return character
      ? [{ field: path, key: 'validation.characterNotAllowed', values: { character } }]
      : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => unstorableTextIssues(item, pathOf(path, index)));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...unstorableTextIssues(key, pathOf(path, key)),
    ...unstorableTextIssues(item, pathOf(path, key)),
  ]);
};
