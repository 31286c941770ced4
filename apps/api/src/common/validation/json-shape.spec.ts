import { MAX_JSON_ARRAY_ITEMS, MAX_JSON_DEPTH, costlyJson } from './json-shape';

const nested = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;

describe('costlyJson', () => {
  it('takes JSON up to the limit and refuses one level more, as text or as UTF-8 bytes', () => {
    expect(costlyJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    expect(costlyJson(nested(MAX_JSON_DEPTH + 2))).toBe('tooDeep');
    expect(costlyJson(Buffer.from(nested(MAX_JSON_DEPTH + 2)))).toBe('tooDeep');
  });

  it('does not count brackets or commas inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(100), b: '\\"[[[[,,,', c: ['ação [', ','] });
    expect(costlyJson(text, { maxDepth: 2, maxItems: 2 })).toBeUndefined();
    expect(costlyJson(Buffer.from(text), { maxDepth: 2, maxItems: 2 })).toBeUndefined();
  });

  it('reads 200,000 levels without recursion', () => {
    expect(costlyJson(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBe('tooDeep');
  });

  it('takes an array of the most items, at any level, and refuses one more', () => {
    const list = (count: number) => JSON.stringify(Array.from({ length: count }, () => ({ a: 1 })));
    expect(costlyJson(`{"a":{"b":${list(MAX_JSON_ARRAY_ITEMS)}}}`)).toBeUndefined();
    expect(costlyJson(`{"a":{"b":${list(MAX_JSON_ARRAY_ITEMS + 1)}}}`)).toBe('tooLong');
    expect(costlyJson(Buffer.from(`[[${list(MAX_JSON_ARRAY_ITEMS + 1)}]]`))).toBe('tooLong');
  });

  it('counts the items of each array apart, and no commas of objects', () => {
    const half = Array.from({ length: MAX_JSON_ARRAY_ITEMS / 2 }, () => 1);
    const keys = Object.fromEntries(half.map((_, index) => [`k${index}`, half]));
    expect(costlyJson(JSON.stringify([keys, keys]))).toBeUndefined();
  });
});
