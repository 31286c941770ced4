import { useOwnerApp, aSubUserOf, anOwner, apiAs, logIn, theAdmin } from '@chegada/testing';

type SubUserBody = { data: { id: string; name: string; email: string; phone: string | null } };
type ErrorBody = { code: string; message: string; errors?: { field: string; message: string }[] };

describe('sub-users: /api/users', () => {
  const the = useOwnerApp();

  let counter = 0;
  const aNewSubUser = (overrides: Record<string, unknown> = {}) => ({
    name: 'Recepção',
    email: `reception-${++counter}@host.test`,
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  });
  const create = (body: unknown, lang = 'en-US') =>
    the.api<SubUserBody & ErrorBody>('/users', { body, headers: { 'accept-language': lang } });
  const update = (id: string, body: unknown, lang = 'en-US') =>
    the.api<SubUserBody & ErrorBody>(`/users/${id}`, {
      method: 'PUT',
      body,
      headers: { 'accept-language': lang },
    });

  it('adds a sub-user who can log in, and lists it without its password', async () => {
    const body = aNewSubUser({ phone: '(11) 98765-4321' });
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      name: 'Recepção',
      email: body.email,
      phone: '+5511987654321',
      role: 2,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await expect(logIn(the.app, body.email, 'secret1')).resolves.toEqual(expect.any(String));
    const list = await the.api<{ data: { id: string }[] }>('/users');
    expect(list.body.data.map((user) => user.id)).toContain(created.body.data.id);
    expect(JSON.stringify(list.body)).not.toMatch(/password/i);
  });

  it.each([
    ['en-US', 'Required field', 'Invalid email', 'Minimum length 6', 'Passwords must match'],
    [
      'pt-BR',
      'Campo obrigatório',
      'E-mail inválido',
      'Tamanho mínimo de 6 caracteres',
      'As senhas devem ser iguais',
    ],
    [
      'es-ES',
      'Campo obligatorio',
      'Correo electrónico no válido',
      'Longitud mínima de 6',
      'Las contraseñas deben coincidir',
    ],
  ])('explains every bad field in %s', async (lang, required, email, minLength, mismatch) => {
    const missing = await create({}, lang);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining(
        ['name', 'email', 'password', 'confirmPassword'].map((field) => ({
          field,
          message: required,
        })),
      ),
    );
    const bad = await create(
      { name: 'X', email: 'not-an-email', password: '12345', confirmPassword: '54321' },
      lang,
    );
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: email },
        { field: 'password', message: minLength },
        { field: 'confirmPassword', message: mismatch },
      ]),
    );
  });

  it('refuses an invalid phone and unknown or wrongly typed fields', async () => {
    const phone = await create(aNewSubUser({ phone: '123' }));
    expect(phone.body.errors).toEqual([{ field: 'phone', message: 'Invalid phone number' }]);
    const unknown = await create(aNewSubUser({ role: 0 }));
    expect(unknown.body.errors).toEqual([{ field: 'role', message: 'Field not allowed' }]);
    const wrongType = await create(aNewSubUser({ name: 42 }));
    expect(wrongType.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'name' }],
    });
  });

  it('refuses an e-mail already registered, whatever its case, even when two race', async () => {
    const taken = await create(aNewSubUser({ email: the.owner.email.toUpperCase() }), 'pt-BR');
    expect(taken).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'email', message: 'E-mail já cadastrado' }] },
    });
    const body = aNewSubUser();
    const race = await Promise.all([create(body), create({ ...body, email: ` ${body.email} ` })]);
    expect(race.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(race.find((response) => response.status === 400)?.body.errors).toEqual([
      { field: 'email', message: 'Email already registered' },
    ]);
  });

  it('changes the fields sent, and a password only with its confirmation', async () => {
    const { body } = await create(aNewSubUser());
    const { id, email } = body.data;
    const renamed = await update(id, { name: 'Portaria', phone: null });
    expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'Portaria', email } } });
    const unconfirmed = await update(id, { password: 'new-secret' });
    expect(unconfirmed.body.errors).toEqual([
      { field: 'confirmPassword', message: 'Required field' },
    ]);
    const mismatch = await update(id, { password: 'new-secret', confirmPassword: 'other' });
    expect(mismatch.body.errors).toEqual([
      { field: 'confirmPassword', message: 'Passwords must match' },
    ]);
    const emailTaken = await update(id, { email: the.owner.email });
    expect(emailTaken.body.errors).toEqual([
      { field: 'email', message: 'Email already registered' },
    ]);
    const empty = await update(id, { name: '  ', email: 'nope' });
    expect(empty.body.errors).toEqual([
      { field: 'name', message: 'Required field' },
      { field: 'email', message: 'Invalid email' },
    ]);
    expect(
      (await update(id, { password: 'new-secret', confirmPassword: 'new-secret' })).status,
    ).toBe(200);
    await expect(logIn(the.app, email, 'new-secret')).resolves.toEqual(expect.any(String));
  });

  it('stops a deactivated sub-user from logging in until it is activated again', async () => {
    const subUser = await aSubUserOf(the.app, the.owner);
    expect((await update(subUser.id, { active: false })).body.data).toMatchObject({
      active: false,
    });
    await expect(logIn(the.app, subUser.email, subUser.password)).rejects.toThrow('401');
    await update(subUser.id, { active: true });
    await expect(logIn(the.app, subUser.email, subUser.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('deletes a sub-user and nothing of the owner', async () => {
    const subUser = await aSubUserOf(the.app, the.owner);
    await apiAs(the.app, await theAdmin(the.app))(`/transactions/${the.owner.id}`, {
      body: { ammount: 500 },
    });
    await the.api(`/config/${the.owner.id}`, { method: 'PUT', body: { requireSelfie: false } });
    const deleted = await the.api(`/users/${subUser.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await the.api(`/users/${subUser.id}`, { method: 'DELETE' })).status).toBe(404);
    await expect(logIn(the.app, subUser.email, subUser.password)).rejects.toThrow('401');
    await expect(logIn(the.app, the.owner.email, the.owner.password)).resolves.toEqual(
      expect.any(String),
    );
    expect((await the.api('/config')).body).toMatchObject({ data: { requireSelfie: false } });
    expect((await the.api('/credits')).body).toEqual({ data: 500 });
  });

  it('answers 404 alike for another account’s sub-user, the owner itself and a malformed id', async () => {
    const stranger = await aSubUserOf(the.app, await anOwner(the.app, 'Other owner'));
    for (const id of [stranger.id, the.owner.id, 'not-a-uuid']) {
      const put = await update(id, { name: 'Mine now' });
      const del = await the.api(`/users/${id}`, { method: 'DELETE' });
      expect([put.status, del.status]).toEqual([404, 404]);
      expect(put.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'No data found' });
    }
    await expect(logIn(the.app, stranger.email, stranger.password)).resolves.toEqual(
      expect.any(String),
    );
  });
});
