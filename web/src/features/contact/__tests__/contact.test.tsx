import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { recordPosts, server } from '../../../testing/server';
import { fieldErrorsAnswer, REQUIRED_AND_INVALID_EMAIL } from '../../../testing/fixtures';

const labels = {
  'pt-BR': ['Nome', 'E-mail', 'Telefone', 'Assunto', 'Mensagem'],
  'en-US': ['Name', 'Email', 'Phone', 'Subject', 'Message'],
  'es-ES': ['Nombre', 'Correo electrónico', 'Teléfono', 'Asunto', 'Mensaje'],
} as const;

const send = { 'pt-BR': 'Enviar', 'en-US': 'Send', 'es-ES': 'Enviar' } as const;

const openContact = async (locale: Locale = 'en-US') => {
  const view = renderApp('/contato', { locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
};

const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');
const describedError = (label: string) =>
  document.getElementById(errorOf(label) ?? 'none')?.textContent;

type User = Awaited<ReturnType<typeof openContact>>['user'];

const fill = async (user: User, values: string[], locale: Locale = 'en-US') => {
  for (const [index, label] of labels[locale].entries()) {
    await user.type(screen.getByLabelText(label), values[index] ?? '');
  }
};

const valid = [
  '  Ana Souza ',
  'ana@example.com',
  '+55 11 99999-0000',
  'Plans',
  'How much for 12 flats?',
];

describe('/contato validation (spec §5) in three languages', () => {
  it.each(REQUIRED_AND_INVALID_EMAIL)(
    'in %s every field is required and the e-mail must be valid',
    async (locale, required, invalid) => {
      const { user } = await openContact(locale);
      await user.click(screen.getByRole('button', { name: send[locale] }));
      for (const label of labels[locale]) {
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
        expect(describedError(label)).toBe(required);
      }
      await waitFor(() => expect(screen.getByLabelText(labels[locale][0])).toHaveFocus());
      await user.type(screen.getByLabelText(labels[locale][1]), 'ana@');
      await user.tab();
      expect(describedError(labels[locale][1])).toBe(invalid);
    },
  );

  it('words the limits of the shared schema with their numbers', async () => {
    const { user } = await openContact();
    await user.click(screen.getByLabelText('Name'));
    await user.paste('x'.repeat(121));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.tab();
    expect(describedError('Name')).toBe('Maximum length 120');
    expect(describedError('Phone')).toBe('Invalid format');
  });

  it('re-words the errors shown when the visitor switches language', async () => {
    const { user } = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(describedError('Name')).toBe('Required field');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt-BR');
    await screen.findByLabelText('Nome');
    await screen.findByText('Campo obrigatório', {
      selector: `#${CSS.escape(errorOf('Nome') ?? '')}`,
    });
  });
});

describe('/contato sending', () => {
  it("posts the trimmed message, says 'Form submitted successfully!' and clears the form", async () => {
    const posted = recordPosts('*/api/contact', { message: 'Form submitted successfully!' });
    const { user } = await openContact();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Form submitted successfully!')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 11 99999-0000',
        subject: 'Plans',
        message: 'How much for 12 flats?',
      },
    ]);
    for (const label of labels['en-US']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it.each([
    ['pt-BR', 'Formulário enviado com sucesso!'],
    ['es-ES', '¡Formulario enviado con éxito!'],
  ] as const)('says so in %s', async (locale, text) => {
    server.use(
      http.post('*/api/contact', () => HttpResponse.json({ message: text }, { status: 201 })),
    );
    const { user } = await openContact(locale);
    await fill(user, valid, locale);
    await user.click(screen.getByRole('button', { name: send[locale] }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("says 'Error submitting form' when sending fails, keeping what was typed", async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno no servidor' },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openContact();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error submitting form')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Plans');
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    server.use(
      http.post('*/api/contact', () =>
        fieldErrorsAnswer([{ field: 'email', message: 'Invalid email' }]),
      ),
    );
    const { user } = await openContact();
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error submitting form')).toBeInTheDocument();
    expect(describedError('Email')).toBe('Invalid email');
  });
});
