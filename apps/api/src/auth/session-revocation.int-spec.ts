import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { TestApp } from '@chegada/testing';
import {
  aSubUserOf,
  anOwner,
  apiAs,
  logIn,
  requestJson,
  appForTheseTests,
  startAccountsApp,
  type Member,
} from '@chegada/testing';
import {
  login,
  requestResetToken,
  resetPassword,
  seedUser,
  startRecoveryApp,
} from '../password-reset/__fixtures__/password-reset.fixtures';
import { AppModule } from '../app.module';
import { configureHttp } from '../bootstrap';

/** Another API process on the same database and Redis, with caches of its own. */
const aSecondProcess = async (app: TestApp) => {
  const other = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(app.config), {
    bodyParser: false,
    logger: false,
  });
  configureHttp(other, app.config);
  await other.listen(0, '127.0.0.1');
  const { port } = other.getHttpServer().address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => other.close() };
};

const me = (app: TestApp, token: string) => requestJson(`${app.baseUrl}/api/me`, { token });

describe('ending sessions', () => {
  const the = appForTheseTests(startAccountsApp);

  const logout = (token?: string) =>
    requestJson(`${the.app.baseUrl}/api/logout`, { method: 'POST', token });

  describe('POST /api/logout', () => {
    it('ends the session it is called with at once, and only that one', async () => {
      const owner = await anOwner(the.app);
      const phone = await logIn(the.app, owner.email, owner.password);
      expect((await me(the.app, owner.token)).status).toBe(200);

      expect((await logout(owner.token)).status).toBe(204);
      expect(await me(the.app, owner.token)).toMatchObject({
        status: 401,
        body: { code: 'UNAUTHENTICATED' },
      });
      expect((await me(the.app, phone)).status).toBe(200);
      expect((await me(the.app, await logIn(the.app, owner.email, owner.password))).status).toBe(
        200,
      );
    });

    it('ends the session on every API process at once', async () => {
      const other = await aSecondProcess(the.app);
      try {
        const owner = await anOwner(the.app);
        const meThere = () => requestJson(`${other.baseUrl}/api/me`, { token: owner.token });
        expect((await meThere()).status).toBe(200);
        expect((await logout(owner.token)).status).toBe(204);
        expect((await meThere()).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    it('refuses a caller without a session', async () => {
      expect((await logout()).status).toBe(401);
    });
  });

  describe('PUT /api/me/password', () => {
    const changePassword = (member: Member, body: unknown, locale = 'en-US') =>
      apiAs(the.app, member)('/me/password', {
        method: 'PUT',
        body,
        headers: { 'accept-language': locale },
      });

    it('sets the new password and ends every other session, answering a fresh token', async () => {
      const owner = await anOwner(the.app);
      const laptop = await logIn(the.app, owner.email, owner.password);
      const response = await changePassword(owner, {
        currentPassword: owner.password,
        newPassword: 'a brand new password',
      });
      expect(response).toMatchObject({
        status: 200,
        body: {
          message: 'Password changed. Your other sessions were ended.',
          token: expect.any(String),
        },
      });
      expect((await me(the.app, laptop)).status).toBe(401);
      expect((await me(the.app, owner.token)).status).toBe(401);
      expect((await me(the.app, response.body.token as string)).status).toBe(200);
      expect((await login(the.app, owner.email, owner.password)).status).toBe(401);
      expect((await login(the.app, owner.email, 'a brand new password')).status).toBe(200);
    });

    it.each([
      ['pt-BR', 'Senha atual incorreta', 'Tamanho mínimo de 6 caracteres'],
      ['en-US', 'Current password is incorrect', 'Minimum length 6'],
      ['es-ES', 'Contraseña actual incorrecta', 'Longitud mínima de 6'],
    ])(
      'refuses a wrong current password or a short new one in %s',
      async (locale, wrong, short) => {
        const owner = await anOwner(the.app);
        const badCurrent = await changePassword(
          owner,
          { currentPassword: 'not it', newPassword: 'long enough' },
          locale,
        );
        const tooShort = await changePassword(
          owner,
          { currentPassword: owner.password, newPassword: '12345' },
          locale,
        );
        expect(badCurrent).toMatchObject({
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            errors: [{ field: 'currentPassword', message: wrong }],
          },
        });
        expect(tooShort).toMatchObject({
          status: 400,
          body: { code: 'VALIDATION_FAILED', errors: [{ field: 'newPassword', message: short }] },
        });
        expect((await me(the.app, owner.token)).status).toBe(200);
      },
    );
  });
});

describe('a store owner setting a sub-user’s password', () => {
  const the = appForTheseTests(startAccountsApp);

  it('ends every session of the sub-user at once', async () => {
    const owner = await anOwner(the.app);
    const subUser = await aSubUserOf(the.app, owner);
    expect((await me(the.app, subUser.token)).status).toBe(200);
    const password = 'chosen by the owner';
    const update = await apiAs(the.app, owner)(`/users/${subUser.id}`, {
      method: 'PUT',
      body: { password, confirmPassword: password },
    });
    expect(update.status).toBe(200);
    expect((await me(the.app, subUser.token)).status).toBe(401);
    expect((await me(the.app, await logIn(the.app, subUser.email, password))).status).toBe(200);
  });
});

describe('a password reset', () => {
  const the = appForTheseTests(startRecoveryApp);

  it('ends every session of the user at once', async () => {
    const user = await seedUser(the.app);
    const session = await login(the.app, user.email, user.password);
    const token = (session.body as { token: string }).token;
    expect((await me(the.app, token)).status).toBe(200);

    const reset = await resetPassword(the.app, {
      token: await requestResetToken(the.app, user.email),
      password: 'second password',
      confirmPassword: 'second password',
    });
    expect(reset.status).toBe(200);
    expect(await me(the.app, token)).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });
});
