import { sql } from 'kysely';
import type { TestApp } from '@chegada/testing';
import {
  login,
  requestResetToken,
  resetPassword,
  seedUser,
  startRecoveryApp,
} from '../__fixtures__/password-reset.fixtures';
import { hashResetToken } from '../reset-token';

const invalidLink = {
  'pt-BR':
    'Este link de redefinição de senha é inválido, expirou ou já foi usado. Solicite um novo.',
  'en-US':
    'This password reset link is invalid, has expired or was already used. Please request a new one.',
  'es-ES':
    'Este enlace para restablecer la contraseña no es válido, ha caducado o ya se utilizó. Solicita uno nuevo.',
};

describe('POST /api/reset-password', () => {
  let app: TestApp;
  beforeAll(async () => (app = await startRecoveryApp()));
  afterAll(() => app.close());

  const newPassword = (token: string, password = 'second password') => ({
    token,
    password,
    confirmPassword: password,
  });

  it('sets the new password once: the old one and a second use of the link then fail', async () => {
    const user = await seedUser(app);
    const token = await requestResetToken(app, user.email);

    const reset = await resetPassword(app, newPassword(token), { 'accept-language': 'en-US' });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Password changed successfully. Log in with your new password.' },
    });
    expect((await login(app, user.email, user.password)).status).toBe(401);
    expect((await login(app, user.email, 'second password')).status).toBe(200);

    const again = await resetPassword(app, newPassword(token, 'third password'));
    expect(again).toMatchObject({
      status: 400,
      body: { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: invalidLink['pt-BR'] },
    });
    expect((await login(app, user.email, 'second password')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await seedUser(app);
    const token = await requestResetToken(app, user.email);
    await sql`update password_reset_tokens set expires_at = now() - interval '1 second'
              where token_hash = ${hashResetToken(token)}`.execute(app.database.db);

    const response = await resetPassword(app, newPassword(token));
    expect(response).toMatchObject({ status: 400, body: { code: 'RESET_TOKEN_INVALID' } });
    expect((await login(app, user.email, user.password)).status).toBe(200);
  });

  it('keeps only the newest link of a user working', async () => {
    const user = await seedUser(app);
    const older = await requestResetToken(app, user.email);
    const newer = await requestResetToken(app, user.email);
    expect(newer).not.toBe(older);

    expect(await resetPassword(app, newPassword(older))).toMatchObject({
      status: 400,
      body: { code: 'RESET_TOKEN_INVALID' },
    });
    expect((await resetPassword(app, newPassword(newer))).status).toBe(200);
  });

  it("voids the user's other open links when one is used", async () => {
    const user = await seedUser(app);
    const token = await requestResetToken(app, user.email);
    // A second open link, as two requests racing could leave: the database holds hashes only.
    const other = 'o'.repeat(43);
    await sql`insert into password_reset_tokens (user_id, token_hash, expires_at)
              select user_id, ${hashResetToken(other)}, expires_at from password_reset_tokens
              where token_hash = ${hashResetToken(token)}`.execute(app.database.db);

    expect((await resetPassword(app, newPassword(token))).status).toBe(200);
    expect((await resetPassword(app, newPassword(other, 'third password'))).status).toBe(400);
    expect((await login(app, user.email, 'second password')).status).toBe(200);
  });

  it.each(['pt-BR', 'en-US', 'es-ES'] as const)(
    'refuses an unknown token in %s',
    async (locale) => {
      const response = await resetPassword(app, newPassword('no-such-token'), {
        'accept-language': locale,
      });
      expect(response).toMatchObject({
        status: 400,
        body: { code: 'RESET_TOKEN_INVALID', message: invalidLink[locale] },
      });
    },
  );

  it.each([
    {
      locale: 'pt-BR',
      short: 'Tamanho mínimo de 6 caracteres',
      mismatch: 'As senhas devem ser iguais',
    },
    {
      locale: 'en-US',
      short: 'Minimum length 6',
      mismatch: 'Passwords must match',
    },
    {
      locale: 'es-ES',
      short: 'Longitud mínima de 6',
      mismatch: 'Las contraseñas deben coincidir',
    },
  ])('checks the new password in $locale', async ({ locale, short, mismatch }) => {
    const headers = { 'accept-language': locale };
    const tooShort = await resetPassword(
      app,
      { token: 'x', password: '12345', confirmPassword: '12345' },
      headers,
    );
    const different = await resetPassword(
      app,
      { token: 'x', password: '123456', confirmPassword: '1234567' },
      headers,
    );
    expect(tooShort).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'password', message: short }] },
    });
    expect(different).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'confirmPassword', message: mismatch }],
      },
    });
  });

  it('answers bad bodies with 400 and the field errors, never 500', async () => {
    const headers = { 'accept-language': 'en-US' };
    const missing = await resetPassword(app, {}, headers);
    expect(missing).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(missing.body.errors).toEqual(
      expect.arrayContaining(
        ['token', 'password', 'confirmPassword'].map((field) => ({
          field,
          message: 'Required field',
        })),
      ),
    );
    const bodies: unknown[] = [
      { token: 7, password: 'secret1', confirmPassword: 'secret1' },
      { token: 'x', password: 'secret1', confirmPassword: 'secret1', userId: 'someone' },
      { token: 'x'.repeat(201), password: 'secret1', confirmPassword: 'secret1' },
      [],
      'not json',
    ];
    for (const body of bodies) {
      const response = await resetPassword(app, body, headers);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
  });
});
