import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { NotificationOutbox } from '@chegada/messaging';
import { requestJson, startTestApp, type TestApp } from '@chegada/testing';
import { hashPassword } from '../../accounts';

describe('GET /api/admin/outbox', () => {
  let app: TestApp;
  let adminToken: string;
  let hostToken: string;
  const admin = { email: 'admin@outbox.test', password: 'admin-password' };
  const host = { email: 'host@outbox.test', password: 'host-password' };

  const tokenOf = async (credentials: typeof admin) =>
    (await requestJson<{ token: string }>(`${app.baseUrl}/api/login`, { body: credentials })).body
      .token;

  beforeAll(async () => {
    app = await startTestApp({
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REDIS_PREFIX: `test-${randomUUID()}`,
    });
    await sql`insert into users (name, email, password_hash, role)
              values ('Host', ${host.email}, ${await hashPassword(host.password)}, 1)`.execute(
      app.database.db,
    );
    adminToken = await tokenOf(admin);
    hostToken = await tokenOf(host);
    const outbox = app.app.get(NotificationOutbox);
    await outbox.sendEmail({
      to: 'guest@example.com',
      subject: 'Seu código',
      text: '123456',
      idempotencyKey: 'a',
    });
    await outbox.sendWhatsAppTemplate({
      to: '+5511987654321',
      template: 'access_released',
      language: 'pt_BR',
      idempotencyKey: 'b',
    });
    await outbox.sendEmail({
      to: 'guest@example.com',
      subject: 'Seu código',
      text: '123456',
      idempotencyKey: 'a',
    });
  });
  afterAll(() => app.close());

  const list = (query: string, token?: string) =>
    requestJson<{ items: { channel: string; to: string }[]; total: number; lastPage: number }>(
      `${app.baseUrl}/api/admin/outbox${query}`,
      { token },
    );

  it('shows admins every message once, newest first, filtered by channel', async () => {
    const all = await list('', adminToken);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, lastPage: 1 });
    expect(all.body.items.map((item) => item.channel)).toEqual(['whatsapp', 'email']);
    const emails = await list('?channel=email&page=1&perPage=1', adminToken);
    expect(emails.body).toMatchObject({
      total: 1,
      items: [{ to: 'guest@example.com', subject: 'Seu código' }],
    });
  });

  it('is closed to anonymous callers and to hosts', async () => {
    expect((await list('')).body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await list('', hostToken)).body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await list('', 'forged.token.value')).status).toBe(401);
  });

  it('rejects a bad query with field details', async () => {
    const response = await list('?perPage=1000&channel=fax&page=x', adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'perPage' }),
        expect.objectContaining({ field: 'channel' }),
        expect.objectContaining({ field: 'page' }),
      ]),
    });
  });
});
