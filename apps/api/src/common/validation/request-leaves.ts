/** A string or number of a request's body or query, with its path as Yup names paths. */
export type Leaf = { value: string | number; path: string };

// A container on the way down, or a leaf found: its path is put together only for a leaf found.
type Step = { item: unknown; parent: Step | undefined; key: string | number; found: boolean };

const isLeaf = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

const pathOf = (step: Step): string => {
  const keys: (string | number)[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys
    .reverse()
    .reduce<string>(
      (path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key),
      '',
    );
};

/**
 * The strings and numbers of a body or query (keys included: a key is reported at its own path)
 * that `matches`, in document order. Walked with a stack of its own, not by recursion: JSON
 * nested thousands deep parses fine and must not overflow the call stack here. A leaf that
 * does not match costs one call and no allocation, so the walk stays cheap on a body of
 * 100,000 numbers; paths are built only for the leaves found.
 */
export const findLeaves = (value: unknown, matches: (leaf: string | number) => boolean): Leaf[] => {
  if (isLeaf(value)) return matches(value) ? [{ value, path: '' }] : [];
  const found: Leaf[] = [];
  const pending: Step[] = [{ item: value, parent: undefined, key: '', found: false }];
  const visit = (parent: Step, key: string | number, item: unknown) => {
    if (!isLeaf(item)) {
      if (typeof item === 'object' && item !== null)
        pending.push({ item, parent, key, found: false });
    } else if (matches(item)) pending.push({ item, parent, key, found: true });
  };
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { item } = step;
    if (step.found) found.push({ value: item as string | number, path: pathOf(step) });
    else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) visit(step, index, item[index]);
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        visit(step, key, (item as Record<string, unknown>)[key]);
        // The key before its value, at the value's path.
        if (matches(key)) pending.push({ item: key, parent: step, key, found: true });
      }
    }
  }
  return found;
};
