import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QUANTITY_OF_PROPERTIES } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { currentPath, renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import {
  expectFieldError,
  pageTitle,
  post,
  signedIn,
  validationFailed,
  type Posted,
} from './auth-test-kit';

type View = ReturnType<typeof renderApp>;

const labels = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company name',
  cnpj: 'CNPJ',
  website: 'Website (optional)',
  password: 'Password',
  confirmPassword: 'Confirm password',
  quantity: 'Number of properties',
};

const openRegister = async (locale: 'pt-BR' | 'en-US' | 'es-ES' = 'en-US') => {
  const view = renderApp('/register', { locale });
  await pageTitle(
    { 'pt-BR': 'Criar conta', 'en-US': 'Create Account', 'es-ES': 'Crear cuenta' }[locale],
  );
  return view;
};

const fill = async ({ user }: View, values: Partial<Record<keyof typeof labels, string>>) => {
  for (const [field, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[field as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+55 11 98765 4321',
  companyName: 'Pousada Mar',
  cnpj: '11222333000181',
  password: 'secret1',
  confirmPassword: 'secret1',
  quantity: '3',
};

describe('/register validation, live (spec §5)', () => {
  it.each([
    {
      locale: 'pt-BR',
      labels: ['Nome completo', 'E-mail', 'Telefone', 'Nome da empresa', 'CNPJ', 'Senha'],
      submit: 'Criar minha conta',
      required: 'Campo obrigatório',
    },
    {
      locale: 'en-US',
      labels: ['Full name', 'Email', 'Phone', 'Company name', 'CNPJ', 'Password'],
      submit: 'Create my account',
      required: 'Required field',
    },
    {
      locale: 'es-ES',
      labels: ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Nombre de la empresa', 'CNPJ'],
      submit: 'Crear mi cuenta',
      required: 'Campo obligatorio',
    },
  ] as const)(
    'requires every field but the website in $locale',
    async ({ locale, labels: names, submit, required }) => {
      const { user } = await openRegister(locale);
      await user.click(screen.getByRole('button', { name: submit }));
      names.forEach((label) => expectFieldError(label, required));
      expect(screen.getAllByText(required)).toHaveLength(8);
    },
  );

  it.each([
    {
      locale: 'en-US',
      messages: [
        ['Email', 'Invalid email'],
        ['Phone', 'Invalid phone number'],
        ['CNPJ', 'Invalid CNPJ'],
        ['Website (optional)', 'Invalid website'],
        ['Password', 'Minimum length 6'],
        ['Confirm password', 'Passwords must match'],
        ['Number of properties', 'Enter a number from 1 to 1000'],
      ],
    },
    {
      locale: 'pt-BR',
      messages: [
        ['E-mail', 'E-mail inválido'],
        ['Telefone', 'Telefone inválido'],
        ['CNPJ', 'CNPJ inválido'],
        ['Site (opcional)', 'Site inválido'],
        ['Senha', 'Tamanho mínimo de 6 caracteres'],
        ['Confirme a senha', 'As senhas devem ser iguais'],
        ['Quantidade de imóveis', 'Informe um número de 1 a 1000'],
      ],
    },
    {
      locale: 'es-ES',
      messages: [
        ['Correo electrónico', 'Correo electrónico no válido'],
        ['Teléfono', 'Teléfono no válido'],
        ['CNPJ', 'CNPJ no válido'],
        ['Sitio web (opcional)', 'Sitio web no válido'],
        ['Contraseña', 'Longitud mínima de 6'],
        ['Confirma la contraseña', 'Las contraseñas deben coincidir'],
        ['Número de propiedades', 'Introduce un número del 1 al 1000'],
      ],
    },
  ] as const)(
    'checks each rule as the visitor leaves the field, in $locale',
    async ({ locale, messages }) => {
      const { user } = await openRegister(locale);
      const typed = ['ana@', '123', '11222333000180', 'not a site', 'abc', 'abd', '1001'];
      for (const [index, [label]] of messages.entries()) {
        await user.type(screen.getByLabelText(label), typed[index] ?? '');
        await user.tab();
      }
      messages.forEach(([label, message]) => expectFieldError(label, message));
    },
  );

  it('accepts 1 and 1000 properties but not 0', async () => {
    const view = await openRegister();
    for (const [quantity, error] of [
      ['0', true],
      ['1', false],
      ['1000', false],
    ] as const) {
      await fill(view, { quantity });
      await view.user.tab();
      const invalid = screen.getByLabelText(labels.quantity).getAttribute('aria-invalid');
      expect(invalid === 'true').toBe(error);
    }
  });

  it("bounds the number input as the server's schema does", async () => {
    await openRegister();
    const input = screen.getByLabelText(labels.quantity);
    expect(input).toHaveAttribute('min', String(QUANTITY_OF_PROPERTIES.min));
    expect(input).toHaveAttribute('max', String(QUANTITY_OF_PROPERTIES.max));
  });
});

describe('/register masks (spec §5)', () => {
  it('keeps only digits, plus and spaces in the phone, never three spaces in a row', async () => {
    const view = await openRegister();
    await fill(view, { phone: '+55 (11) 9a8-7   6' });
    expect(screen.getByLabelText(labels.phone)).toHaveValue('+55 11 987  6');
  });

  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.abc.345/01dexx35999', '12.ABC.345/01DE-35'],
  ])('masks the CNPJ %s as %s', async (typed, shown) => {
    const view = await openRegister();
    await fill(view, { cnpj: typed });
    expect(screen.getByLabelText(labels.cnpj)).toHaveValue(shown);
  });
});

describe('/register: the trial', () => {
  it('names the trial the server gives (TRIAL_DAYS), not a number of its own', async () => {
    server.use(http.get('*/api/price-tables', () => HttpResponse.json({ data: [], trialDays: 7 })));
    await openRegister('pt-BR');
    expect(
      await screen.findByText('Crie sua conta e comece o teste grátis de 7 dias.'),
    ).toBeInTheDocument();
    // Ticked or not, the same trial starts: the words say so rather than offer a choice.
    expect(
      await screen.findByLabelText(
        /^Por enquanto só quero experimentar\. \(O teste grátis é o mesmo/,
      ),
    ).not.toBeChecked();
  });
});

describe('/register submission', () => {
  it('creates the account, keeps the token and lands on /u/home', async () => {
    const posted: Posted = [];
    server.use(
      post('register', 201, signedIn(aSessionUser()), posted),
      ...sessionHandlers(aSessionUser()),
    );
    const view = await openRegister();
    await fill(view, { ...valid, cnpj: '12abc34501de35' });
    await view.user.click(
      screen.getByLabelText(
        'For now I only want to try it. (The free trial is the same, ticked or not: when it ends, you are charged the tier of your number of properties, and you can cancel before on Subscription.)',
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Create my account' }));
    await pageTitle('Dashboard');
    expect(currentPath(view.router)).toBe('/u/home');
    expect(localStorage.getItem('chegada.token')).toBe(TOKEN);
    expect(posted).toEqual([
      {
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '+55 11 98765 4321',
        companyName: 'Pousada Mar',
        cnpj: '12.ABC.345/01DE-35',
        password: 'secret1',
        confirmPassword: 'secret1',
        quantityOfProperties: 3,
        skipSubscription: true,
      },
    ]);
  });

  it('shows the server refusal on its field until the value changes', async () => {
    server.use(
      post(
        'register',
        400,
        validationFailed([{ field: 'email', message: 'Email already registered' }]),
      ),
    );
    const view = await openRegister();
    await fill(view, valid);
    await view.user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expectFieldError(labels.email, 'Email already registered');
    expect(currentPath(view.router)).toBe('/register');
    await fill(view, { name: 'Ana S. Souza' });
    expectFieldError(labels.email, 'Email already registered');
    await fill(view, { email: 'ana2@example.com' });
    expect(screen.queryByText('Email already registered')).not.toBeInTheDocument();
  });
});
