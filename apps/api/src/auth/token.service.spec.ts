import { createSecretKey, randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { Role } from '@chegada/contracts';
import { loadConfig } from '@chegada/config';
import { TokenService } from './token.service';

const user = { id: 'u-1', role: Role.DEFAULT_USER, accountId: 'acc-1' };

const tamper = (token: string): string => {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { acc: string };
  const forged = Buffer.from(JSON.stringify({ ...claims, acc: 'acc-2' })).toString('base64url');
  return `${header}.${forged}.${signature}`;
};

describe('TokenService', () => {
  afterEach(() => jest.useRealTimers());

  it('names the user of a token it issued, every time it is shown', async () => {
    const tokens = new TokenService(loadConfig({}));
    const token = await tokens.issue(user);
    expect((await tokens.verify(token))?.user).toEqual(user);
    expect((await tokens.verify(token))?.user).toEqual(user);
  });

  it('carries the token version it was issued at, 0 when none was given', async () => {
    const tokens = new TokenService(loadConfig({}));
    expect(await tokens.verify(await tokens.issue(user, 3))).toMatchObject({ user, version: 3 });
    expect(await tokens.verify(await tokens.issue(user))).toMatchObject({ user, version: 0 });
  });

  it('refuses a token changed after a genuine one was accepted', async () => {
    const tokens = new TokenService(loadConfig({}));
    const token = await tokens.issue(user);
    await tokens.verify(token);
    expect(await tokens.verify(tamper(token))).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('refuses a token without an expiry, though genuinely signed', async () => {
    const config = loadConfig({});
    const signer = new JwtService({ secret: createSecretKey(Buffer.from(config.JWT_SECRET)) });
    const forever = await signer.signAsync(
      { sub: user.id, role: user.role, acc: user.accountId, ver: 0, jti: randomUUID() },
      { algorithm: 'HS256', issuer: 'chegada' },
    );
    const tokens = new TokenService(config);
    expect(await tokens.verify(forever)).toBeNull();
    // Not taken on a second showing either.
    expect(await tokens.verify(forever)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const other = new TokenService(
      loadConfig({ JWT_SECRET: 'another-secret-of-at-least-32-characters!' }),
    );
    const tokens = new TokenService(loadConfig({}));
    expect(await tokens.verify(await other.issue(user))).toBeNull();
  });

  it('ends an accepted token at its expiry, as when it was first shown', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-22T10:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
    const tokens = new TokenService(loadConfig({ JWT_TTL_SECONDS: '60' }));
    const token = await tokens.issue(user);
    expect((await tokens.verify(token))?.user).toEqual(user);
    jest.setSystemTime(new Date('2026-11-22T10:00:59Z'));
    expect((await tokens.verify(token))?.user).toEqual(user);
    jest.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    // A fresh service (another process) agrees: the token has expired.
    expect(await new TokenService(loadConfig({ JWT_TTL_SECONDS: '60' })).verify(token)).toBeNull();
  });
});

describe('TokenService scoped tokens', () => {
  it('keeps a board token and an API token each to its own scope, tied to one session', async () => {
    const tokens = new TokenService(loadConfig({}));
    const session = (await tokens.verify(await tokens.issue(user, 2)))!;
    const board = await tokens.issueScoped(session, { scope: 'queue-board', seconds: 900 });
    expect(await tokens.verify(board)).toBeNull();
    expect(await tokens.verify(board, 'queue-board')).toMatchObject({
      user,
      version: 2,
      sessionId: session.tokenId,
    });
    expect((await tokens.verify(board, 'queue-board'))?.tokenId).not.toBe(session.tokenId);
    expect(await tokens.verify(await tokens.issue(user), 'queue-board')).toBeNull();
  });
});
