import { etagOf, parseIfMatch } from './command-context';

describe('If-Match', () => {
  it.each([
    ['"3"', 3],
    ['W/"3"', 3],
    ['3', 3],
    [' "12" ', 12],
    ['*', undefined],
    [undefined, undefined],
    ['', undefined],
  ])('%p names revision %p', (header, revision) => {
    expect(parseIfMatch(header)).toBe(revision);
  });

  it.each(['"abc"', '"1", "2"', '-1', 'W/3x'])('%p is refused as VALIDATION_FAILED', (header) => {
    expect(() => parseIfMatch(header)).toThrow('VALIDATION_FAILED');
  });

  it('round-trips the ETag it answers', () => {
    expect(parseIfMatch(etagOf(7))).toBe(7);
  });
});
