import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Locale } from '@chegada/contracts';
import { aSessionUser, fieldErrorsAnswer } from '../../../testing/fixtures';
import { memoryCollection, type Call } from '../../../testing/memory-collection';
import { fieldError } from '../../../testing/field-error';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { SubUser } from '../api/sub-users-api';

const aSubUserRow = (overrides: Partial<SubUser> = {}): SubUser => ({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Bruno Lima',
  email: 'bruno@example.com',
  phone: null,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** An account's sub-users kept in memory, as the API would: every call changes the list. */
const usersApi = (initial: SubUser[], calls: Call[] = [], answer?: () => Response) => {
  const users = memoryCollection('*/api/users', initial, {
    calls,
    create: (body) => aSubUserRow({ ...body, id: 'new-id', phone: body.phone ?? null }),
    answer,
  });
  return [http.get('*/api/users', () => users.json({ data: users.rows() })), ...users.writes];
};

const openUsers = async (rows: SubUser[] = [], locale: Locale = 'en-US', calls: Call[] = []) => {
  server.use(...sessionHandlers(aSessionUser()));
  server.use(...usersApi(rows, calls));
  const view = renderApp('/u/users', { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
};

const words = {
  'pt-BR': {
    add: 'Adicionar usuário',
    save: 'Salvar',
    labels: ['Nome', 'E-mail', 'Senha', 'Confirme a senha'],
    phone: 'Telefone (opcional)',
    required: 'Campo obrigatório',
    email: 'E-mail inválido',
    min: 'Tamanho mínimo de 6 caracteres',
    match: 'As senhas devem ser iguais',
    invalidPhone: 'Telefone inválido',
  },
  'en-US': {
    add: 'Add user',
    save: 'Save',
    labels: ['Name', 'Email', 'Password', 'Confirm password'],
    phone: 'Phone (optional)',
    required: 'Required field',
    email: 'Invalid email',
    min: 'Minimum length 6',
    match: 'Passwords must match',
    invalidPhone: 'Invalid phone number',
  },
  'es-ES': {
    add: 'Añadir usuario',
    save: 'Guardar',
    labels: ['Nombre', 'Correo electrónico', 'Contraseña', 'Confirma la contraseña'],
    phone: 'Teléfono (opcional)',
    required: 'Campo obligatorio',
    email: 'Correo electrónico no válido',
    min: 'Longitud mínima de 6',
    match: 'Las contraseñas deben coincidir',
    invalidPhone: 'Teléfono no válido',
  },
} as const;

describe('/u/users: adding a sub-user, validation (spec §5) in three languages', () => {
  it.each(['pt-BR', 'en-US', 'es-ES'] as const)('in %s', async (locale) => {
    const w = words[locale];
    const { user } = await openUsers([], locale);
    await user.click(await screen.findByRole('button', { name: w.add }));
    await user.click(screen.getByRole('button', { name: w.save }));
    for (const label of w.labels) expect(fieldError(label)).toBe(w.required);
    expect(screen.getByLabelText(w.phone)).not.toBeRequired();
    expect(screen.getByLabelText(w.phone)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText(w.labels[0])).toHaveFocus());

    await user.type(screen.getByLabelText(w.labels[1]), 'bruno@');
    await user.type(screen.getByLabelText(w.phone), 'call me');
    await user.type(screen.getByLabelText(w.labels[2]), 'abc');
    await user.type(screen.getByLabelText(w.labels[3]), 'abd');
    await user.tab();
    expect(fieldError(w.labels[1])).toBe(w.email);
    expect(fieldError(w.phone)).toBe(w.invalidPhone);
    expect(fieldError(w.labels[2])).toBe(w.min);
    expect(fieldError(w.labels[3])).toBe(w.match);
  });
});

const fillNew = async (user: Awaited<ReturnType<typeof openUsers>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Add user' }));
  await user.type(screen.getByLabelText('Name'), ' Carla Dias ');
  await user.type(screen.getByLabelText('Email'), 'carla@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm password'), 'secret1');
};

describe('/u/users: adding', () => {
  it('lists the sub-users and adds one, leaving an empty phone out', async () => {
    const calls: Call[] = [];
    const { user } = await openUsers([aSubUserRow()], 'en-US', calls);
    expect(await screen.findByText('bruno@example.com')).toBeInTheDocument();
    await fillNew(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users',
        body: {
          name: 'Carla Dias',
          email: 'carla@example.com',
          password: 'secret1',
          confirmPassword: 'secret1',
        },
      },
    ]);
    expect(await screen.findByText('carla@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  // The API words its errors in the Accept-Language it was sent; the form shows them as they come.
  it.each(['Email already registered', 'E-mail já cadastrado'])(
    "shows the server's field error '%s' on the field",
    async (message) => {
      server.use(...sessionHandlers(aSessionUser()));
      server.use(...usersApi([], [], () => fieldErrorsAnswer([{ field: 'email', message }])));
      const { user } = renderApp('/u/users', { token: TOKEN, locale: 'en-US' });
      await fillNew(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(fieldError('Email')).toBe(message));
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Fill in all required fields')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue(' Carla Dias ');
    },
  );
});

describe('/u/users: changing', () => {
  const actions = (name: string) =>
    within(screen.getByRole('group', { name: `Actions for ${name}` }));

  it('edits a sub-user, keeping the password when left blank', async () => {
    const calls: Call[] = [];
    const { user } = await openUsers([aSubUserRow({ phone: '+5511988887777' })], 'en-US', calls);
    await screen.findByRole('group', { name: 'Actions for Bruno Lima' });
    await user.click(actions('Bruno Lima').getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit Bruno Lima' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password (leave blank to keep it)')).not.toBeRequired();
    await user.clear(screen.getByLabelText('Phone (optional)'));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Bruno L.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Data updated')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/users/22222222-2222-4222-8222-222222222222',
        body: { name: 'Bruno L.', email: 'bruno@example.com', phone: null },
      },
    ]);
    expect(await screen.findByText('Bruno L.')).toBeInTheDocument();
  });

  it('deactivates and activates a sub-user', async () => {
    const calls: Call[] = [];
    const { user } = await openUsers([aSubUserRow()], 'en-US', calls);
    await screen.findByRole('group', { name: 'Actions for Bruno Lima' });
    expect(screen.getByText('Active')).toBeInTheDocument();
    await user.click(actions('Bruno Lima').getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Bruno Lima was deactivated and can no longer log in'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    await user.click(actions('Bruno Lima').getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Bruno Lima was activated')).toBeInTheDocument();
    expect(calls.map(({ method, body }) => [method, body])).toEqual([
      ['PUT', { active: false }],
      ['PUT', { active: true }],
    ]);
  });

  it('deletes a sub-user only once confirmed', async () => {
    const calls: Call[] = [];
    const { user } = await openUsers([aSubUserRow()], 'en-US', calls);
    await screen.findByRole('group', { name: 'Actions for Bruno Lima' });
    await user.click(actions('Bruno Lima').getByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Delete Bruno Lima? This cannot be undone.',
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);

    await user.click(actions('Bruno Lima').getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(await screen.findByText('No sub-users yet.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: '/api/users/22222222-2222-4222-8222-222222222222',
        body: undefined,
      },
    ]);
  });
});
