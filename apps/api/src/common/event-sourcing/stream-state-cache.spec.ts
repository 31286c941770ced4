import { StreamStateCache } from './stream-state-cache';

const fold = {};

describe('StreamStateCache', () => {
  it('gives back what was kept, for the same fold and codec only', () => {
    const cache = new StreamStateCache(10);
    const codec = {};
    cache.set('a', { state: { n: 1 }, revision: 0, fold, codec });
    expect(cache.get('a', fold, codec)).toEqual({ state: { n: 1 }, revision: 0, fold, codec });
    expect(cache.get('a', {}, codec)).toBeUndefined();
    expect(cache.get('a', fold)).toBeUndefined();
    expect(cache.get('a', fold, {})).toBeUndefined();
    expect(cache.get('b', fold)).toBeUndefined();
  });

  it('lets the least recently used stream go when full', () => {
    const cache = new StreamStateCache(2);
    cache.set('a', { state: 1, revision: 0, fold });
    cache.set('b', { state: 2, revision: 0, fold });
    cache.get('a', fold);
    cache.set('c', { state: 3, revision: 0, fold });
    expect(cache.size).toBe(2);
    expect(cache.get('b', fold)).toBeUndefined();
    expect(cache.get('a', fold)?.state).toBe(1);
    expect(cache.get('c', fold)?.state).toBe(3);
  });

  it('keeps nothing with no capacity, and forgets on delete', () => {
    const empty = new StreamStateCache(0);
    empty.set('a', { state: 1, revision: 0, fold });
    expect(empty.size).toBe(0);
    const cache = new StreamStateCache(5);
    cache.set('a', { state: 1, revision: 0, fold });
    cache.delete('a');
    expect(cache.get('a', fold)).toBeUndefined();
  });
});
