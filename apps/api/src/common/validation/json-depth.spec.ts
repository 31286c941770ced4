import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

const nested = (depth: number) => `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;

describe('nestsDeeperThan', () => {
  it('takes JSON up to the limit and refuses one level more, as text or as UTF-8 bytes', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 2))).toBe(true);
    expect(nestsDeeperThan(Buffer.from(nested(MAX_JSON_DEPTH + 2)))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(100), b: '\\"[[[[', c: 'ação [' });
    expect(nestsDeeperThan(text, 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(text), 1)).toBe(false);
  });

  it('reads 200,000 levels without recursion', () => {
    expect(nestsDeeperThan(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBe(true);
  });
});
