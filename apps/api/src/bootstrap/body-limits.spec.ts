import { bodyTooLarge, jsonBodyLimitOf } from './body-limits';

const KB = 1024;

describe('jsonBodyLimitOf', () => {
  it("gives a property's routes their own limit, as Express matches their paths", () => {
    expect(jsonBodyLimitOf('POST', '/api/residences', 64 * KB)).toBe(512 * KB);
    expect(jsonBodyLimitOf('POST', '/api/Residences/', 64 * KB)).toBe(512 * KB);
    expect(jsonBodyLimitOf('PUT', '/api/residences/3b1f0c1b-2a3d', 64 * KB)).toBe(512 * KB);
  });

  it('gives every other route, method or deeper path BODY_LIMIT', () => {
    expect(jsonBodyLimitOf('PUT', '/api/residences', 64 * KB)).toBe(64 * KB);
    expect(jsonBodyLimitOf('PUT', '/api/residences/1/lock', 64 * KB)).toBe(64 * KB);
    expect(jsonBodyLimitOf('PUT', '/api/config/1', 64 * KB)).toBe(64 * KB);
  });

  it('never gives a route less than BODY_LIMIT', () => {
    expect(jsonBodyLimitOf('POST', '/api/residences', 1024 * KB)).toBe(1024 * KB);
  });
});

describe('bodyTooLarge', () => {
  it("words body-parser's 413 with the route's limit, and leaves other errors", () => {
    const tooLarge = { status: 413, type: 'entity.too.large', limit: 64 * KB };
    expect(bodyTooLarge(tooLarge)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      issues: [{ field: 'body', key: 'upload.bodyTooLarge', values: { kilobytes: 64 } }],
    });
    const malformed = { status: 400, type: 'entity.parse.failed' };
    expect(bodyTooLarge(malformed)).toBe(malformed);
  });
});
