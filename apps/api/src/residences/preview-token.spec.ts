import type { Config } from '@chegada/config';
import { PREVIEW_TOKEN_TTL_MS, PreviewTokens } from './preview-token';

const tokensUnder = (secret: string) =>
  new PreviewTokens({ JWT_SECRET: secret } as unknown as Config);

describe('PreviewTokens', () => {
  const tokens = tokensUnder('a'.repeat(40));
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('reads back what it minted until the expiry, and nothing after', () => {
    const { token, expiresAt } = tokens.mint('house-1', 'account-1', now);
    expect(expiresAt.getTime()).toBe(now + PREVIEW_TOKEN_TTL_MS);
    expect(tokens.read(token, now + PREVIEW_TOKEN_TTL_MS - 1)).toEqual({
      residenceId: 'house-1',
      accountId: 'account-1',
      expiresAt,
    });
    expect(tokens.read(token, now + PREVIEW_TOKEN_TTL_MS)).toBeUndefined();
  });

  it('refuses a token signed under another key', () => {
    const { token } = tokensUnder('b'.repeat(40)).mint('house-1', 'account-1', now);
    expect(tokens.read(token, now)).toBeUndefined();
  });

  it('refuses garbage without throwing', () => {
    for (const junk of ['', '.', 'a.b', `${Buffer.from('{').toString('base64url')}.x`])
      expect(tokens.read(junk, now)).toBeUndefined();
  });
});
