import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { requestJson, startTestApp, type TestApp } from '@chegada/testing';
import {
  postRegistration,
  registerOwner,
  registrationRequest,
} from './__fixtures__/registration.builder';

type ErrorResponse = {
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

const messages = {
  required: ['Campo obrigatório', 'Required field', 'Campo obligatorio'],
  email: ['E-mail inválido', 'Invalid email', 'Correo electrónico no válido'],
  phone: ['Telefone inválido', 'Invalid phone number', 'Teléfono no válido'],
  website: ['Site inválido', 'Invalid website', 'Sitio web no válido'],
  cnpj: ['CNPJ inválido', 'Invalid CNPJ', 'CNPJ no válido'],
  minLength6: ['Tamanho mínimo de 6 caracteres', 'Minimum length 6', 'Longitud mínima de 6'],
  match: ['As senhas devem ser iguais', 'Passwords must match', 'Las contraseñas deben coincidir'],
  range: [
    'Informe um número de 1 a 1000',
    'Enter a number from 1 to 1000',
    'Introduce un número del 1 al 1000',
  ],
  integer: ['Apenas números inteiros', 'Integers only', 'Solo números enteros'],
  numbersOnly: ['Apenas números', 'Numbers only', 'Solo números'],
  emailTaken: [
    'E-mail já cadastrado',
    'Email already registered',
    'Correo electrónico ya registrado',
  ],
} as const;
const languages = ['pt-BR', 'en-US', 'es-ES'] as const;

// Every rule of product spec §5 for registration: [rule, field, change, message].
const rules: [string, string, Record<string, unknown>, keyof typeof messages][] = [
  ['full name required', 'name', { name: undefined }, 'required'],
  ['full name not blank', 'name', { name: '   ' }, 'required'],
  ['email required', 'email', { email: undefined }, 'required'],
  ['email valid', 'email', { email: 'maria@' }, 'email'],
  ['phone required', 'phone', { phone: '' }, 'required'],
  ['phone not too short', 'phone', { phone: '1198765' }, 'phone'],
  ['phone without letters', 'phone', { phone: '(11) 9876A-4321' }, 'phone'],
  ['phone not toll-free', 'phone', { phone: '0800 123 4567' }, 'phone'],
  ['company name required', 'companyName', { companyName: undefined }, 'required'],
  ['CNPJ required', 'cnpj', { cnpj: undefined }, 'required'],
  ['CNPJ check digits', 'cnpj', { cnpj: '11.222.333/0001-82' }, 'cnpj'],
  ['alphanumeric CNPJ check digits', 'cnpj', { cnpj: '12.ABC.345/01DE-36' }, 'cnpj'],
  ['website with a real host', 'website', { website: 'localhost' }, 'website'],
  ['website over http(s)', 'website', { website: 'ftp://pousada.com.br' }, 'website'],
  ['website not an IP', 'website', { website: 'http://192.168.0.1' }, 'website'],
  ['password required', 'password', { password: undefined }, 'required'],
  [
    'password at least 6 characters',
    'password',
    { password: '12345', confirmPassword: '12345' },
    'minLength6',
  ],
  ['confirmation required', 'confirmPassword', { confirmPassword: undefined }, 'required'],
  ['confirmation not empty', 'confirmPassword', { confirmPassword: '' }, 'required'],
  ['confirmation matches', 'confirmPassword', { confirmPassword: 'secret2' }, 'match'],
  ['quantity required', 'quantityOfProperties', { quantityOfProperties: undefined }, 'required'],
  ['quantity numeric', 'quantityOfProperties', { quantityOfProperties: 'ten' }, 'numbersOnly'],
  ['quantity an integer', 'quantityOfProperties', { quantityOfProperties: 2.5 }, 'integer'],
  ['quantity at least 1', 'quantityOfProperties', { quantityOfProperties: 0 }, 'range'],
  ['quantity at most 1000', 'quantityOfProperties', { quantityOfProperties: 1001 }, 'range'],
];

describe('POST /api/register', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ REDIS_PREFIX: `test-${randomUUID()}` });
  });
  afterAll(() => app.close());

  it('creates a store owner with its company and a 30-day trial, signed in', async () => {
    const request = registrationRequest({ companyName: 'Chalés da Serra', skipSubscription: true });
    const response = await postRegistration(app, request);
    expect(response.status).toBe(201);
    const { user, token } = response.body;
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Maria Silva',
      email: request.email,
      role: 1,
      phone: '+5511987654321',
      image: null,
      company: {
        id: expect.any(String),
        name: 'Chalés da Serra',
        cnpj: '11222333000181',
        website: 'https://www.pousadasol.com.br',
        friendlyCode: 'chales-da-serra',
        quantityOfProperties: 3,
        // The door code's lead time, §9's default until the owner sets another on /u/config.
        accessReleaseHoursBeforeCheckIn: 2,
        // Whether a new property's deposit section opens, off until the owner turns it on.
        showDepositStep: false,
        // The languages offered guests, all three until the owner chooses on /u/config.
        guestLanguages: ['pt-BR', 'en-US', 'es-ES'],
      },
      currentSubscription: {
        status: 'trial',
        plan: { name: 'Trial' },
        startedAt: expect.any(String),
        endsAt: expect.any(String),
        trialDaysLeft: 30,
        paymentLink: null,
        // Not a cancelled subscription whose service is over (issue 31).
        ended: false,
      },
    });
    const { startedAt, endsAt } = user.currentSubscription!;
    expect(Date.parse(String(endsAt)) - Date.parse(String(startedAt))).toBe(30 * DAY_MS);
    const me = await requestJson(`${app.baseUrl}/api/me`, { token });
    expect(me).toMatchObject({ status: 200, body: user });
  });

  it('stores an argon2id hash and the skip-subscription choice', async () => {
    const { user } = await registerOwner(app, { skipSubscription: true });
    const { rows } = await sql<{ password_hash: string; skip_subscription: boolean }>`
      select password_hash, skip_subscription from users
      join subscriptions on subscriptions.owner_id = users.id
      where users.id = ${user.id}`.execute(app.database.db);
    expect(rows).toEqual([
      { password_hash: expect.stringMatching(/^\$argon2id\$/), skip_subscription: true },
    ]);
  });

  it.each([
    ['left out', { website: undefined }],
    ['empty', { website: '' }],
    ['null', { website: null }],
  ])('takes no website when it is %s', async (_, overrides) => {
    const { user } = await registerOwner(app, overrides);
    expect(user.company?.website).toBeNull();
  });

  describe.each(rules)('rule: %s', (_, field, change, message) => {
    it.each(languages.map((lang, index) => [lang, messages[message][index]]))(
      'in %s: %s',
      async (lang, expected) => {
        const response = await postRegistration<ErrorResponse>(app, registrationRequest(change), {
          lang,
        });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        const onField = response.body.errors?.filter((error) => error.field === field);
        expect(onField?.[0]).toEqual({ field, message: expected });
      },
    );
  });

  it.each(languages.map((lang, index) => [lang, messages.emailTaken[index]]))(
    'refuses an e-mail already registered, whatever its case, in %s: %s',
    async (lang, expected) => {
      const email = `Dup.${randomUUID()}@Example.com`;
      await registerOwner(app, { email });
      const again = await postRegistration<ErrorResponse>(
        app,
        registrationRequest({ email: `  ${email.toUpperCase()} ` }),
        { lang },
      );
      expect(again).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', errors: [{ field: 'email', message: expected }] },
      });
    },
  );

  it('lets only one of four simultaneous registrations with one e-mail through', async () => {
    const email = `race.${randomUUID()}@example.com`;
    const responses = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase()].map((variant) =>
        postRegistration<ErrorResponse>(app, registrationRequest({ email: variant }), {
          lang: 'en-US',
        }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
    const refusals = responses.filter((response) => response.status === 400);
    for (const refusal of refusals) {
      expect(refusal.body.errors).toEqual([
        { field: 'email', message: 'Email already registered' },
      ]);
    }
    const { rows } = await sql<{ count: string }>`
      select count(*) from users where lower(email) = ${email}`.execute(app.database.db);
    expect(rows[0]?.count).toBe('1');
  });

  it.each([
    ['the official example', '12.ABC.345/01DE-35'],
    ['lower case, unpunctuated', '12abc34501de35'],
  ])('accepts an alphanumeric CNPJ (%s), stored uppercase', async (_, cnpj) => {
    const { user } = await registerOwner(app, { cnpj });
    expect(user.company?.cnpj).toBe('12ABC34501DE35');
  });

  it('gives two companies of the same name different friendly codes', async () => {
    const first = await registerOwner(app, { companyName: 'Pousada Água Viva' });
    const second = await registerOwner(app, { companyName: 'Pousada Água Viva' });
    expect(first.user.company?.friendlyCode).toBe('pousada-agua-viva');
    expect(second.user.company?.friendlyCode).toMatch(/^pousada-agua-viva-[a-z0-9]{4}$/);
  });

  it('signs the new owner in: register → login → me answer the same user', async () => {
    const request = registrationRequest({ password: 'pa55word', confirmPassword: 'pa55word' });
    const registered = await postRegistration(app, request);
    const login = await requestJson<{ user: unknown; token: string }>(`${app.baseUrl}/api/login`, {
      body: { email: String(request.email).toUpperCase(), password: 'pa55word' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toEqual(registered.body.user);
    const me = await requestJson(`${app.baseUrl}/api/me`, { token: login.body.token });
    expect(me.body).toEqual(registered.body.user);
  });

  it('answers malformed JSON, wrong types and unknown fields with 400, never 500', async () => {
    const malformed = await postRegistration<ErrorResponse>(app, '{"name": ');
    const array = await postRegistration<ErrorResponse>(app, [registrationRequest()]);
    const wrongTypes = await postRegistration<ErrorResponse>(
      app,
      registrationRequest({ name: 42, quantityOfProperties: '3', skipSubscription: 'yes' }),
    );
    const unknown = await postRegistration<ErrorResponse>(
      app,
      registrationRequest({ role: 0 } as Record<string, unknown>),
    );
    expect(malformed).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } });
    expect(array.status).toBe(400);
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors?.map((error) => error.field).sort()).toEqual([
      'name',
      'quantityOfProperties',
      'skipSubscription',
    ]);
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'role', message: 'Campo não permitido' }] },
    });
  });

  it('refuses the 11th registration from one IP within an hour', async () => {
    const ip = '203.0.113.50';
    const email = `throttle.${randomUUID()}@example.com`;
    const attempt = () =>
      postRegistration<ErrorResponse>(app, registrationRequest({ email }), { ip, lang: 'en-US' });
    const statuses = [];
    for (let count = 0; count < 10; count += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([201, ...Array<number>(9).fill(400)]);
    expect(await attempt()).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 60 minutes.' },
    });
    const elsewhere = await postRegistration(app, registrationRequest(), { ip: '203.0.113.51' });
    expect(elsewhere.status).toBe(201);
  });
});
