import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { expectFieldError, pageTitle, post, validationFailed, type Posted } from './auth-test-kit';

const requested = 'If this email is registered, you will receive a link to reset your password.';

describe('/recover, the request (spec §2)', () => {
  it.each([
    ['pt-BR', 'Recuperar senha', 'E-mail', 'Enviar link', 'Campo obrigatório', 'E-mail inválido'],
    ['en-US', 'Recover password', 'Email', 'Send link', 'Required field', 'Invalid email'],
    [
      'es-ES',
      'Recuperar contraseña',
      'Correo electrónico',
      'Enviar enlace',
      'Campo obligatorio',
      'Correo electrónico no válido',
    ],
  ] as const)(
    'validates the e-mail in %s',
    async (locale, title, label, submit, required, invalid) => {
      const { user } = renderApp('/recover', { locale });
      await pageTitle(title);
      await user.click(screen.getByRole('button', { name: submit }));
      expectFieldError(label, required);
      await user.type(screen.getByLabelText(label), 'ana@');
      expectFieldError(label, invalid);
    },
  );

  it('gives the same answer whatever the e-mail', async () => {
    const posted: Posted = [];
    // As the API does: the same answer for registered and unknown addresses.
    server.use(post('recover-password', 200, { message: requested }, posted));
    for (const email of ['ana@example.com', 'nobody@example.com']) {
      const { user, unmount } = renderApp('/recover', { locale: 'en-US' });
      await pageTitle('Recover password');
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(requested);
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
      unmount();
    }
    expect(posted).toEqual([{ email: 'ana@example.com' }, { email: 'nobody@example.com' }]);
  });

  /** The request refused for a reason that is not the e-mail's: the API's message, toasted. */
  const refusedToast = async (
    locale: 'en-US' | 'es-ES',
    page: { title: string; email: string; send: string },
    message: string,
  ) => {
    server.use(
      post('recover-password', 429, { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message }),
    );
    const { user } = renderApp('/recover', { locale });
    await pageTitle(page.title);
    await user.type(screen.getByLabelText(page.email), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: page.send }));
    return screen.findByText(message);
  };

  it('toasts a refusal that is not about the e-mail', async () => {
    const page = { title: 'Recover password', email: 'Email', send: 'Send link' };
    const toast = await refusedToast('en-US', page, 'Too many attempts. Try again in 60 minutes.');
    expect(toast).toBeVisible();
  });

  it("labels the toast and its close button in the reader's language", async () => {
    const page = {
      title: 'Recuperar contraseña',
      email: 'Correo electrónico',
      send: 'Enviar enlace',
    };
    const message = 'Demasiados intentos. Inténtalo de nuevo en 60 minutos.';
    const toast = await refusedToast('es-ES', page, message);
    expect(screen.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toContainElement(toast);
    // jsdom plays no exit animation, so the toast's leaving is the browser's to show.
    expect(within(toast.closest('.Toastify__toast')!).getByRole('button')).toHaveAccessibleName(
      'Cerrar',
    );
  });
});

describe('/recover?token=, the new password', () => {
  it.each([
    [
      'pt-BR',
      'Nova senha',
      'Confirme a senha',
      'Salvar nova senha',
      'Campo obrigatório',
      'Tamanho mínimo de 6 caracteres',
      'As senhas devem ser iguais',
    ],
    [
      'en-US',
      'New password',
      'Confirm password',
      'Save new password',
      'Required field',
      'Minimum length 6',
      'Passwords must match',
    ],
    [
      'es-ES',
      'Nueva contraseña',
      'Confirma la contraseña',
      'Guardar la nueva contraseña',
      'Campo obligatorio',
      'Longitud mínima de 6',
      'Las contraseñas deben coincidir',
    ],
  ] as const)(
    'validates the passwords in %s',
    async (locale, password, confirm, submit, required, tooShort, mismatch) => {
      const { user } = renderApp('/recover?token=t0k3n', { locale });
      await screen.findByLabelText(password);
      await user.click(screen.getByRole('button', { name: submit }));
      expectFieldError(password, required);
      expectFieldError(confirm, required);
      await user.type(screen.getByLabelText(password), 'abc');
      await user.type(screen.getByLabelText(confirm), 'abd');
      await user.tab();
      expectFieldError(password, tooShort);
      expectFieldError(confirm, mismatch);
    },
  );

  const submitNewPassword = async (path: string) => {
    const view = renderApp(path, { locale: 'en-US' });
    await pageTitle('Choose a new password');
    await view.user.type(screen.getByLabelText('New password'), 'newsecret');
    await view.user.type(screen.getByLabelText('Confirm password'), 'newsecret');
    await view.user.click(screen.getByRole('button', { name: 'Save new password' }));
    return view;
  };

  it('sets the password and offers the login', async () => {
    const posted: Posted = [];
    server.use(post('reset-password', 200, { message: 'Password changed' }, posted));
    await submitNewPassword('/recover?token=t0k3n');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed successfully. Log in with your new password.',
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(posted).toEqual([
      { token: 't0k3n', password: 'newsecret', confirmPassword: 'newsecret' },
    ]);
  });

  it('says when the link is invalid or expired and offers a new one', async () => {
    server.use(
      post('reset-password', 400, {
        statusCode: 400,
        code: 'RESET_TOKEN_INVALID',
        message: 'This password reset link is invalid',
      }),
    );
    await submitNewPassword('/recover?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid, has expired or was already used. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/recover',
    );
  });

  it('treats a refused token field as an invalid link too', async () => {
    server.use(
      post(
        'reset-password',
        400,
        validationFailed([{ field: 'token', message: 'Required field' }]),
      ),
    );
    await submitNewPassword('/recover?token=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid',
    );
  });
});

describe('/wait-contact', () => {
  it.each([
    ['pt-BR', 'Aguarde nosso contato', 'Obrigado pelo seu interesse na Chegada!'],
    ['en-US', 'We will be in touch', 'Thank you for your interest in Chegada!'],
    ['es-ES', 'Nos pondremos en contacto', '¡Gracias por tu interés en Chegada!'],
  ] as const)('thanks the visitor in %s', async (locale, title, thanks) => {
    renderApp('/wait-contact', { locale });
    await pageTitle(title);
    expect(screen.getByText(thanks, { exact: false })).toBeInTheDocument();
  });
});
