import { requestJson, startAccountsApp, type TestApp } from '@chegada/testing';

describe('POST /api/login', () => {
  let app: TestApp;
  const admin = { email: 'Admin@Example.com', password: 'correct horse' };

  beforeAll(async () => {
    app = await startAccountsApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  });
  afterAll(() => app.close());

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    requestJson<Record<string, unknown>>(`${app.baseUrl}/api/login`, { body, headers });

  it('gives the seeded admin a token and its user, e-mail matched without case', async () => {
    const response = await login({ email: 'admin@example.com', password: admin.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { email: admin.email, role: 0, name: 'Admin' } });
    expect(response.body.token).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/));
    expect(response.body.user).not.toHaveProperty('password_hash');
  });

  it('refuses a wrong password in the caller’s language, without saying which part was wrong', async () => {
    const pt = await login({ email: admin.email, password: 'wrong' });
    const en = await login(
      { email: 'nobody@example.com', password: 'wrong' },
      { 'accept-language': 'en-US' },
    );
    const es = await requestJson(`${app.baseUrl}/api/login?lang=es-ES`, {
      body: { email: admin.email, password: 'wrong' },
    });
    expect(pt).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos' },
    });
    expect(en.body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(es.body).toMatchObject({ message: 'Correo electrónico o contraseña no válidos' });
  });

  it('lists every missing or bad field', async () => {
    const response = await login({ email: 'not-an-email' }, { 'accept-language': 'en-US' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: expect.arrayContaining([
        { field: 'email', message: 'Invalid email' },
        { field: 'password', message: 'Required field' },
      ]),
    });
  });

  it('answers malformed JSON, wrong types and unknown fields with 400, never 500', async () => {
    const malformed = await login('{"email": ');
    const wrongType = await login({ email: admin.email, password: 42 });
    const unknown = await login({ email: admin.email, password: 'x', isAdmin: true });
    const array = await login([1, 2]);
    expect(malformed.body).toMatchObject({ statusCode: 400, code: 'INVALID_JSON' });
    expect(wrongType.body).toMatchObject({ statusCode: 400, errors: [{ field: 'password' }] });
    expect(unknown.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'isAdmin', message: 'Campo não permitido' }],
    });
    expect(array.status).toBe(400);
  });

  it('answers an oversized body with 413', async () => {
    const response = await login({ email: admin.email, password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});
