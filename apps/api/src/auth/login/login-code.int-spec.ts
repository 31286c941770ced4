import { Role } from '@chegada/contracts';
import {
  appForTheseTests,
  insertUser,
  requestJson,
  untilEffectsFinished,
  untilQueuesIdle,
} from '@chegada/testing';
import {
  resetEmailsTo,
  seedUser,
  startRecoveryApp,
  waitForResetEmails,
  type EmailMessage,
} from '../../password-reset/__fixtures__/password-reset.fixtures';
import { LoginCodes } from './login-codes';

type LoginAnswer = { code?: string; message?: string; token?: string };

const english = { 'accept-language': 'en-US' };

describe('a login code from a new address while others flood the account', () => {
  const the = appForTheseTests(startRecoveryApp);

  const loginFrom = (ip: string, body: Record<string, string>) =>
    requestJson<LoginAnswer>(`${the.app.baseUrl}/api/login`, {
      body,
      headers: { 'x-forwarded-for': ip, ...english },
    });

  /** A store owner of its own; its e-mail and password as the login form sends them. */
  const anOwner = async () => {
    const { email, password } = await seedUser(the.app);
    return { email, password };
  };

  let attackers = 0;
  /** 100 wrong passwords from 100 addresses never used before: the account's cap. */
  const floodFromAHundredAddresses = async (email: string): Promise<string[]> => {
    const ips = Array.from({ length: 100 }, () => {
      attackers += 1;
      return `10.${Math.floor(attackers / 250)}.${attackers % 250}.9`;
    });
    for (const ip of ips) {
      expect((await loginFrom(ip, { email, password: 'wrong' })).status).toBe(401);
    }
    return ips;
  };

  const codeIn = (email: EmailMessage): string => {
    const match = /^(\d{6})$/m.exec(email.text);
    if (!match?.[1]) throw new Error(`No code in: ${email.text}`);
    return match[1];
  };

  /** The owner at a fresh address: asked for a code, which the e-mail brings. */
  const codeAskedAndMailed = async (ip: string, email: string, password: string) => {
    const before = (await resetEmailsTo(the.app, email)).length;
    expect(await loginFrom(ip, { email, password })).toMatchObject({
      status: 401,
      body: {
        code: 'LOGIN_CODE_REQUIRED',
        message: expect.stringContaining('we sent a 6-digit code to your email') as string,
      },
    });
    const mails = await waitForResetEmails(the.app, email, before + 1);
    expect(mails[before]).toMatchObject({ subject: 'Your Chegada sign-in code' });
    return codeIn(mails[before]!);
  };

  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lets the owner in at once from a new address with the e-mailed code; the attackers still wait', async () => {
    const owner = await anOwner();
    const attackerIps = await floodFromAHundredAddresses(owner.email);

    const code = await codeAskedAndMailed('203.0.113.50', owner.email, owner.password);
    expect(await loginFrom('203.0.113.50', { ...owner, code: otherThan(code) })).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_CODE_INVALID' },
    });
    // The code is tied to the address it was asked from.
    expect(await loginFrom('203.0.113.51', { ...owner, code })).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_CODE_INVALID' },
    });
    const signedIn = await loginFrom('203.0.113.50', { ...owner, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toEqual(expect.any(String));

    for (const ip of attackerIps.slice(0, 3)) {
      expect(await loginFrom(ip, owner)).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_ATTEMPTS' },
      });
    }
  });

  it('answers a wrong password at a new address alike, but e-mails nothing and lets nobody in', async () => {
    const owner = await anOwner();
    await floodFromAHundredAddresses(owner.email);
    const guess = { email: owner.email, password: 'a guess' };
    expect(await loginFrom('203.0.113.60', guess)).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_CODE_REQUIRED' },
    });
    expect(await loginFrom('203.0.113.60', { ...guess, code: '123456' })).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_CODE_INVALID' },
    });
    await untilEffectsFinished(the.app, null);
    await untilQueuesIdle(the.app, ['messages']);
    expect(await resetEmailsTo(the.app, owner.email)).toEqual([]);
    // The guess did not cost the owner its own way in from that address.
    const code = await codeAskedAndMailed('203.0.113.60', owner.email, owner.password);
    expect((await loginFrom('203.0.113.60', { ...owner, code })).status).toBe(200);
  });

  it('gives a sub-user the same way in, by its own e-mail', async () => {
    const owner = { email: `owner-${Date.now()}@example.com`, password: 'owner password' };
    const ownerId = await insertUser(the.app, { name: 'Owner', role: Role.DEFAULT_USER, ...owner });
    const subUser = { email: `sub-${Date.now()}@example.com`, password: 'sub password' };
    await insertUser(the.app, { name: 'Sub', role: Role.SUBUSER, ownerId, ...subUser });
    await floodFromAHundredAddresses(subUser.email);

    const code = await codeAskedAndMailed('203.0.113.70', subUser.email, subUser.password);
    const signedIn = await loginFrom('203.0.113.70', { ...subUser, code });
    expect(signedIn.status).toBe(200);
    expect(await resetEmailsTo(the.app, owner.email)).toEqual([]);
  });

  it('takes a code once, and voids it after 5 wrong tries', async () => {
    const codes = the.app.app.get(LoginCodes);
    const code = await codes.issue('user-1', '203.0.113.80');
    expect(await codes.redeem('user-1', '203.0.113.80', code)).toBe(true);
    expect(await codes.redeem('user-1', '203.0.113.80', code)).toBe(false);

    const next = await codes.issue('user-1', '203.0.113.80');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await codes.redeem('user-1', '203.0.113.80', otherThan(next))).toBe(false);
    }
    expect(await codes.redeem('user-1', '203.0.113.80', next)).toBe(false);
  });
});
