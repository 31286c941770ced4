import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { translate, type Locale } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers } from '../../../testing/session-handlers';
import { expectFieldError, pageTitle, signedIn, type Posted } from './auth-test-kit';

const texts = {
  'pt-BR': {
    title: 'Entrar',
    email: 'E-mail',
    password: 'Senha',
    code: 'Código recebido por e-mail',
    submit: 'Entrar',
    lead: 'Falta um passo:',
    required: 'Campo obrigatório',
    digits: 'O código tem 6 dígitos',
    newCode: 'Enviar um novo código',
    failed: 'Erro ao entrar:',
  },
  'en-US': {
    title: 'Login',
    email: 'Email',
    password: 'Password',
    code: 'Code from the email',
    submit: 'Log in',
    lead: 'One more step:',
    required: 'Required field',
    digits: 'The code has 6 digits',
    newCode: 'Send a new code',
    failed: 'Error logging in:',
  },
  'es-ES': {
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    code: 'Código recibido por correo',
    submit: 'Entrar',
    lead: 'Falta un paso:',
    required: 'Campo obligatorio',
    digits: 'El código tiene 6 dígitos',
    newCode: 'Enviar un código nuevo',
    failed: 'Error al iniciar sesión:',
  },
} as const;

/** POST /api/login as the API answers from a new address: a code first, then the session. */
const codeThenSession = (locale: Locale, posted: Posted) =>
  http.post('*/api/login', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    if (body.code === '123456') return HttpResponse.json(signedIn(aSessionUser()));
    const code = body.code ? 'LOGIN_CODE_INVALID' : 'LOGIN_CODE_REQUIRED';
    const message = translate(locale, `error.${code}`);
    return HttpResponse.json({ statusCode: 401, code, message }, { status: 401 });
  });

describe('/login with a code from the e-mail (issue 28)', () => {
  it.each(['en-US', 'pt-BR', 'es-ES'] as const)(
    'asks in %s for the e-mailed code when the API does, checks it, and sends it with the password',
    async (locale) => {
      const t = texts[locale];
      const posted: Posted = [];
      server.use(codeThenSession(locale, posted), ...sessionHandlers(aSessionUser(), []));
      const { user, router } = renderApp('/login', { locale });
      await pageTitle(t.title);
      expect(screen.queryByLabelText(t.code)).toBeNull();

      await user.type(screen.getByLabelText(t.email), 'ana@example.com');
      await user.type(screen.getByLabelText(t.password), 'secret1');
      await user.click(screen.getByRole('button', { name: t.submit }));
      const codeField = await screen.findByLabelText(t.code);
      expect(screen.getByRole('alert')).toHaveTextContent(
        `${t.lead} ${translate(locale, 'error.LOGIN_CODE_REQUIRED')}`,
      );
      expect(codeField).toHaveFocus();

      await user.click(screen.getByRole('button', { name: t.submit }));
      expectFieldError(t.code, t.required);
      await user.type(codeField, '12a');
      await user.tab();
      expectFieldError(t.code, t.digits);

      await user.clear(codeField);
      await user.type(codeField, '654321');
      await user.click(screen.getByRole('button', { name: t.submit }));
      // A refused code is a failure, not "one more step", with a way to a new code.
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${t.failed} ${translate(locale, 'error.LOGIN_CODE_INVALID')}`,
      );
      await user.click(screen.getByRole('button', { name: t.newCode }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `${t.lead} ${translate(locale, 'error.LOGIN_CODE_REQUIRED')}`,
      );
      expect(screen.queryByRole('button', { name: t.newCode })).toBeNull();

      await user.clear(codeField);
      await user.type(codeField, '123456');
      await user.click(screen.getByRole('button', { name: t.submit }));
      // The landing follows the login after LOGIN_DELAY_MS (spec §9).
      await waitFor(() => expect(currentPath(router)).toBe('/u/home'), { timeout: 5000 });
      expect(posted).toEqual([
        { email: 'ana@example.com', password: 'secret1' },
        { email: 'ana@example.com', password: 'secret1', code: '654321' },
        { email: 'ana@example.com', password: 'secret1' },
        { email: 'ana@example.com', password: 'secret1', code: '123456' },
      ]);
    },
  );
});
