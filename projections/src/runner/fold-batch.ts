import type { RecordedEvent } from '@chegada/event-store';
import type { Projection } from '../projection';

type Folding<Doc> = Pick<Projection<Doc>, 'key' | 'evolve'>;

/** The distinct keys a batch touches, in first-seen order: the docs to load before folding. */
export const keysOf = <Doc>(
  projection: Pick<Folding<Doc>, 'key'>,
  events: readonly RecordedEvent[],
): string[] => {
  const keys = new Set<string>();
  for (const event of events) {
    const key = projection.key(event);
    if (key !== null) keys.add(key);
  }
  return [...keys];
};

/**
 * Folds a batch over the loaded docs and returns only what changed: the final doc of each
 * key, or null for a key whose doc is gone. A key whose evolve returned the same doc object
 * for every event is left out, so a store writes nothing for it.
 */
export const foldBatch = <Doc>(
  projection: Folding<Doc>,
  loaded: ReadonlyMap<string, Doc>,
  events: readonly RecordedEvent[],
): Map<string, Doc | null> => {
  const current = new Map<string, Doc | null>();
  const changed = new Set<string>();
  for (const event of events) {
    const key = projection.key(event);
    if (key === null) continue;
    const before = current.has(key) ? (current.get(key) ?? null) : (loaded.get(key) ?? null);
    const after = projection.evolve(before, event);
    current.set(key, after);
    if (after !== before) changed.add(key);
  }
  return new Map([...changed].map((key) => [key, current.get(key) ?? null]));
};
