import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { Locale } from '@chegada/contracts';
import { currentPath, renderApp } from '../../../testing/render-app';
import { recordPosts, server } from '../../../testing/server';
import { fieldErrorsAnswer } from '../../../testing/fixtures';

const texts = {
  'pt-BR': {
    title: 'Cadastre-se',
    labels: ['Nome', 'E-mail', 'Telefone', 'Empresa', 'Quantidade de imóveis'],
    required: 'Campo obrigatório',
    invalidEmail: 'E-mail inválido',
    range: 'Informe de 1 a 1000 imóveis',
  },
  'en-US': {
    title: 'Sign up',
    labels: ['Name', 'Email', 'Phone', 'Company', 'Number of properties'],
    required: 'Required field',
    invalidEmail: 'Invalid email',
    range: 'Enter 1 to 1000 properties',
  },
  'es-ES': {
    title: 'Regístrate',
    labels: ['Nombre', 'Correo electrónico', 'Teléfono', 'Empresa', 'Número de propiedades'],
    required: 'Campo obligatorio',
    invalidEmail: 'Correo electrónico no válido',
    range: 'Indica de 1 a 1000 propiedades',
  },
} as const;

const send = { 'pt-BR': 'Enviar', 'en-US': 'Send', 'es-ES': 'Enviar' } as const;

const HOST = 'cadastro.localhost';

const openLeadForm = async (locale: Locale = 'en-US') => {
  const view = renderApp('/', { hostname: HOST, locale });
  await screen.findByRole('heading', { level: 1, name: texts[locale].title });
  return view;
};

const errorText = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

type User = Awaited<ReturnType<typeof openLeadForm>>['user'];

const fill = async (user: User, quantity: string) => {
  const values = ['Ana Souza', 'ana@example.com', '+55 11 99999-0000', 'Pousada Mar', quantity];
  for (const [index, label] of texts['en-US'].labels.entries()) {
    await user.type(screen.getByLabelText(label), values[index] ?? '');
  }
};

describe('lead form on the cadastro host: validation in three languages', () => {
  it.each(['pt-BR', 'en-US', 'es-ES'] as const)('in %s', async (locale) => {
    const { title, labels, required, invalidEmail, range } = texts[locale];
    const { user } = await openLeadForm(locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    await user.click(screen.getByRole('button', { name: send[locale] }));
    for (const label of labels) expect(errorText(label)).toBe(required);
    await user.type(screen.getByLabelText(labels[1]), 'ana@');
    await user.type(screen.getByLabelText(labels[4]), '0');
    await user.tab();
    expect(errorText(labels[1])).toBe(invalidEmail);
    expect(errorText(labels[4])).toBe(range);
    await user.clear(screen.getByLabelText(labels[4]));
    await user.type(screen.getByLabelText(labels[4]), '1001');
    await user.tab();
    expect(errorText(labels[4])).toBe(range);
  });
});

describe('lead form on the cadastro host: sending', () => {
  it('posts the lead and thanks the visitor in place, /wait-contact not being a route there', async () => {
    const posted = recordPosts('*/api/new-contact', { message: 'Form submitted successfully!' });
    const { user, router } = await openLeadForm();
    await fill(user, '12');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thanks = await screen.findByRole('heading', {
      name: 'Thank you! We have received your details.',
    });
    expect(posted).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 11 99999-0000',
        company: 'Pousada Mar',
        quantityOfProperties: 12,
      },
    ]);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/');
  });

  it("says 'Error submitting form' and shows the server's field errors", async () => {
    server.use(
      http.post('*/api/new-contact', () =>
        fieldErrorsAnswer([{ field: 'phone', message: 'Invalid format' }]),
      ),
    );
    const { user } = await openLeadForm();
    await fill(user, '3');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error submitting form')).toBeInTheDocument();
    expect(errorText('Phone')).toBe('Invalid format');
    expect(screen.getByLabelText('Company')).toHaveValue('Pousada Mar');
  });

  it('is the only page of the cadastro host', async () => {
    renderApp('/contato', { hostname: HOST, locale: 'en-US' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
