/** A string or number of a request's body or query, with its path as Yup names paths. */
export type Leaf = { value: string | number; path: string };

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Every string and number of a body or query, keys included (a key is reported at its own
 * path), in document order. Walked with a stack of its own, not by recursion: JSON nested
 * thousands deep parses fine and must not overflow the call stack here.
 */
export const requestLeaves = (value: unknown): Leaf[] => {
  const leaves: Leaf[] = [];
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string' || typeof item === 'number') leaves.push({ value: item, path });
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
  return leaves;
};
