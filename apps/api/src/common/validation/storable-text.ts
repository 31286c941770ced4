import { unstorableCharacter } from '@chegada/database';
import type { FieldIssue } from '../errors';

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Every string of a request's body or query (values and keys, at any depth) holding text
 * PostgreSQL cannot store, as field issues named the way Yup names paths (`contacts[0].name`).
 * Left in, such text failed a write with a 500 or, sealed in an event, stopped a projection
 * at that event for every account. Walked with a stack of its own, not by recursion: JSON
 * nested thousands deep parses fine and must not overflow the call stack here.
 */
export const unstorableTextIssues = (value: unknown): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const pending: [unknown, string][] = [[value, '']];
  const check = (text: string, field: string) => {
    const character = unstorableCharacter(text);
    if (character)
      issues.push({ field, key: 'validation.characterNotAllowed', values: { character } });
  };
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') check(item, path);
    else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--)
        pending.push([item[index], pathOf(path, index)]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        pending.push([child, pathOf(path, key)], [key, pathOf(path, key)]);
      }
    }
  }
  return issues;
};
