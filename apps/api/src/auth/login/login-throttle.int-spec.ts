import { setTimeout as sleep } from 'node:timers/promises';
import { Role } from '@chegada/contracts';
import { appForTheseTests, insertUser, requestJson, startAccountsApp } from '@chegada/testing';

describe('login throttling', () => {
  const the = appForTheseTests(startAccountsApp);

  let accounts = 0;
  /** A store owner of its own, so each test counts only its own failures. */
  const anAccount = async () => {
    const email = `owner-${(accounts += 1)}-${Date.now()}@example.com`;
    const password = 'the right password';
    await insertUser(the.app, { name: 'Owner', role: Role.DEFAULT_USER, email, password });
    return { email, password };
  };

  // The app trusts the loopback proxy, so X-Forwarded-For stands for different callers.
  const loginFrom = (ip: string, email: string, password: string, locale = 'en-US') =>
    requestJson<{ code?: string; message?: string }>(`${the.app.baseUrl}/api/login`, {
      body: { email, password },
      headers: { 'x-forwarded-for': ip, 'accept-language': locale },
    });

  const failFrom = async (ip: string, email: string, times: number) => {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect((await loginFrom(ip, email, 'wrong')).status).toBe(401);
    }
  };

  it('blocks an IP after 10 failures, whatever account it tries next', async () => {
    const owner = await anAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginFrom('203.0.113.7', `guess${attempt}@example.com`, 'x')).status).toBe(401);
    }
    const blocked = await loginFrom('203.0.113.7', owner.email, owner.password);
    expect(blocked).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 15 minutes.' },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await loginFrom('198.51.100.1', owner.email, owner.password)).status).toBe(200);
  });

  it('lets the owner in from another address however often an attacker fails', async () => {
    const owner = await anAccount();
    await failFrom('192.0.2.10', owner.email, 5);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await loginFrom('192.0.2.10', owner.email, 'wrong')).status).toBe(429);
    }
    expect((await loginFrom('192.0.2.20', owner.email, owner.password)).status).toBe(200);
  });

  it('makes one address wait longer after each further failure, and says how long', async () => {
    const owner = await anAccount();
    await failFrom('192.0.2.30', owner.email, 5);

    const first = await loginFrom('192.0.2.30', owner.email, owner.password, 'es-ES');
    expect(first).toMatchObject({
      status: 429,
      body: {
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Demasiados intentos. Inténtalo de nuevo en 1 minuto.',
      },
    });
    const firstWait = Number(first.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThanOrEqual(1);

    await sleep(firstWait * 1000);
    await failFrom('192.0.2.30', owner.email, 1);
    const second = await loginFrom('192.0.2.30', owner.email, owner.password);
    expect(second.status).toBe(429);
    const secondWait = Number(second.headers.get('retry-after'));
    expect(secondWait).toBeGreaterThan(firstWait);

    await sleep(secondWait * 1000);
    expect((await loginFrom('192.0.2.30', owner.email, owner.password)).status).toBe(200);
  });

  it('caps failures per account from all addresses, except where the owner logged in or with a code', async () => {
    const owner = await anAccount();
    expect((await loginFrom('198.51.100.50', owner.email, owner.password)).status).toBe(200);
    for (let attacker = 0; attacker < 100; attacker += 1) {
      const ip = `10.0.${Math.floor(attacker / 200)}.${(attacker % 200) + 1}`;
      expect((await loginFrom(ip, owner.email, 'wrong')).status).toBe(401);
    }
    // One of the failing addresses waits; a new one needs an e-mailed code (login-code.int-spec).
    expect((await loginFrom('10.0.0.1', owner.email, owner.password)).status).toBe(429);
    expect(await loginFrom('10.1.0.1', owner.email, owner.password)).toMatchObject({
      status: 401,
      body: { code: 'LOGIN_CODE_REQUIRED' },
    });
    expect((await loginFrom('198.51.100.50', owner.email, owner.password)).status).toBe(200);
  });
});
