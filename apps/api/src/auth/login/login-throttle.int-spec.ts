import { requestJson, startAccountsApp, type TestApp } from '@chegada/testing';

describe('login throttling (10 failures in 15 minutes)', () => {
  let app: TestApp;
  const admin = { email: 'owner@example.com', password: 'right password' };

  beforeAll(async () => {
    app = await startAccountsApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => app.close());

  // The app trusts the loopback proxy, so X-Forwarded-For stands for different callers.
  const loginFrom = (ip: string, email: string, password: string) =>
    requestJson<{ code?: string; message?: string }>(`${app.baseUrl}/api/login`, {
      body: { email, password },
      headers: { 'x-forwarded-for': ip, 'accept-language': 'en-US' },
    });

  it('blocks an IP after 10 failures, whatever account it tries next', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginFrom('203.0.113.7', `guess${attempt}@example.com`, 'x')).status).toBe(401);
    }
    const blocked = await loginFrom('203.0.113.7', admin.email, admin.password);
    expect(blocked).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 15 minutes.' },
    });
    expect((await loginFrom('198.51.100.1', admin.email, admin.password)).status).toBe(200);
  });

  it('blocks an account after 10 failures from any IPs, even with the right password', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginFrom(`192.0.2.${attempt + 1}`, admin.email, 'wrong')).status).toBe(401);
    }
    expect((await loginFrom('192.0.2.200', admin.email, admin.password)).status).toBe(429);
  });
});
