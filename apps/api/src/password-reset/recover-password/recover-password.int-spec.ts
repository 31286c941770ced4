import { untilEffectsFinished, untilQueuesIdle, type TestApp } from '@chegada/testing';
import {
  PUBLIC_URL,
  nextIp,
  recoverPassword,
  resetEmailsTo,
  seedUser,
  startRecoveryApp,
  tokenOf,
  waitForResetEmails,
} from '../__fixtures__/password-reset.fixtures';

const english = { 'accept-language': 'en-US' };
const requested = 'If this email is registered, you will receive a link to reset your password.';

describe('POST /api/recover-password', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startRecoveryApp()));
  afterAll(() => app.close());

  it('answers a known, an unknown and a deactivated e-mail alike; only the known one gets a link', async () => {
    const known = await seedUser(app, { name: 'Ana Souza' });
    const inactive = await seedUser(app, { active: false });
    const unknownEmail = 'nobody-here@example.com';

    const answers = await Promise.all(
      [known.email, unknownEmail, inactive.email].map((email) =>
        recoverPassword(app, { email }, { headers: english }),
      ),
    );
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { message: requested },
      });
    }

    const [sent] = await waitForResetEmails(app, known.email);
    expect(sent).toMatchObject({ subject: 'Reset your Chegada password' });
    expect(sent?.text).toContain('Hello, Ana Souza.');
    expect(tokenOf(sent!)).toMatch(/^[\w-]{43}$/);
    // Every message asked for has been delivered: the known e-mail's, and none for the other two.
    await untilEffectsFinished(app, null);
    await untilQueuesIdle(app, ['messages']);
    expect(await resetEmailsTo(app, known.email)).toHaveLength(1);
    expect(await resetEmailsTo(app, unknownEmail)).toEqual([]);
    expect(await resetEmailsTo(app, inactive.email)).toEqual([]);
  });

  it('matches the e-mail without regard to case or surrounding spaces', async () => {
    const user = await seedUser(app);
    await recoverPassword(app, { email: `  ${user.email.toUpperCase()} ` });
    const [sent] = await waitForResetEmails(app, user.email);
    expect(sent?.to).toBe(user.email);
  });

  it.each([
    {
      language: 'pt-BR (the default)',
      options: {},
      answer: 'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      subject: 'Redefinição de senha da Chegada',
      greeting: 'Olá, Bea Lima.',
    },
    {
      language: 'en-US (Accept-Language)',
      options: { headers: { 'accept-language': 'en-US,en;q=0.8' } },
      answer: requested,
      subject: 'Reset your Chegada password',
      greeting: 'Hello, Bea Lima.',
    },
    {
      language: 'es-ES (?lang=)',
      options: { query: '?lang=es-ES' },
      answer:
        'Si este correo electrónico está registrado, recibirás un enlace para restablecer tu contraseña.',
      subject: 'Restablecimiento de contraseña de Chegada',
      greeting: 'Hola, Bea Lima.',
    },
  ])(
    'answers and writes the e-mail in $language',
    async ({ options, answer, subject, greeting }) => {
      const user = await seedUser(app, { name: 'Bea Lima' });
      const response = await recoverPassword(app, { email: user.email }, options);
      expect(response).toMatchObject({ status: 200, body: { message: answer } });
      const [sent] = await waitForResetEmails(app, user.email);
      expect(sent).toMatchObject({ subject });
      expect(sent?.text).toContain(greeting);
      expect(sent?.text).toContain(`${PUBLIC_URL}/recover?token=`);
      expect(sent?.text).toContain('60');
    },
  );

  it('refuses the 6th request of an IP within the hour with 429', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await recoverPassword(
        app,
        { email: `someone${attempt}@example.com` },
        { ip, headers: english },
      );
      expect(response.status).toBe(200);
    }
    const refused = await recoverPassword(
      app,
      { email: 'another@example.com' },
      { ip, headers: english },
    );
    expect(refused).toMatchObject({
      status: 429,
      body: {
        statusCode: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Try again in 60 minutes.',
      },
    });
    expect((await recoverPassword(app, { email: 'another@example.com' })).status).toBe(200);
  });

  it('stops e-mailing an address after 5 requests in the hour, without answering differently', async () => {
    const user = await seedUser(app);
    const answers = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      answers.push(await recoverPassword(app, { email: user.email }, { headers: english }));
    }
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(7).fill({ status: 200, body: { message: requested } }),
    );
    await waitForResetEmails(app, user.email, 5);
    await untilEffectsFinished(app, null);
    await untilQueuesIdle(app, ['messages']);
    expect(await resetEmailsTo(app, user.email)).toHaveLength(5);
  });

  it('answers bad bodies with 400 and the field errors, never 500', async () => {
    const cases: Array<{ body: unknown; errors?: unknown; code?: string }> = [
      { body: {}, errors: [{ field: 'email', message: 'Required field' }] },
      { body: { email: 'not-an-email' }, errors: [{ field: 'email', message: 'Invalid email' }] },
      { body: { email: 42 }, errors: [{ field: 'email', message: 'Invalid value type' }] },
      {
        body: { email: 'a@example.com', role: 0 },
        errors: [{ field: 'role', message: 'Field not allowed' }],
      },
      { body: [], code: 'VALIDATION_FAILED' },
      { body: '{"email": ', code: 'INVALID_JSON' },
    ];
    for (const { body, errors, code } of cases) {
      const response = await recoverPassword(app, body, { headers: english });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body).toMatchObject({ statusCode: 400, code: code ?? 'VALIDATION_FAILED' });
      if (errors) expect(response.body.errors).toEqual(errors);
    }
  });
});
