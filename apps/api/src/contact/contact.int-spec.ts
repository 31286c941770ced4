import { NotificationOutbox } from '@chegada/messaging';
import {
  everyone,
  expectFieldErrors,
  roleMatrixRows,
  startAppWithCallers,
  type AppWithCallers,
} from '@chegada/testing';

type Answer = { message: string; code?: string; errors?: { field: string; message: string }[] };

const contact = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '(11) 98765-4321',
  subject: 'Planos',
  message: 'Quero saber mais sobre o plano para 12 imóveis.',
};
const lead = {
  name: 'Bruno Costa',
  email: 'bruno@example.com',
  phone: '+55 21 99876-5432',
  company: 'Pousada do Bruno',
  quantityOfProperties: 12,
};

const SUPPORT = 'suporte@chegada.test';

describe('public forms: POST /api/contact and POST /api/new-contact', () => {
  let api: AppWithCallers;
  let nextIp = 0;
  // Each call comes from its own address (the app trusts the loopback proxy), unless a test
  // names one, so that only the throttling test meets the per-IP limit.
  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.call<Answer>('anonymous', path, {
      body,
      headers: { 'x-forwarded-for': `2001:db8::${(nextIp += 1).toString(16)}`, ...headers },
    });

  const supportEmail = async (subject: string) => {
    const outbox = api.app.app.get(NotificationOutbox);
    for (let tries = 0; tries < 100; tries += 1) {
      const { items } = await outbox.list({ channel: 'email', perPage: 100 });
      const found = items.find((item) => item.channel === 'email' && item.subject === subject);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No e-mail "${subject}" reached the outbox`);
  };

  beforeAll(async () => {
    api = await startAppWithCallers({ PROCESS: 'api,projections,worker', SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(() => api.app.close());

  it.each([
    ['pt-BR', 'Formulário enviado com sucesso!'],
    ['en-US', 'Form submitted successfully!'],
    ['es-ES', '¡Formulario enviado con éxito!'],
  ])('thanks the sender in %s', async (language, message) => {
    const answer = await send('/api/contact', contact, { 'accept-language': language });
    expect(answer).toMatchObject({ status: 201, body: { message } });
    const lead201 = await send('/api/new-contact', lead, { 'accept-language': language });
    expect(lead201).toMatchObject({ status: 201, body: { message } });
  });

  it('stores a message with its origin and e-mails support', async () => {
    const body = { ...contact, subject: '  Dúvida sobre o check-in  ' };
    await send('/api/contact', body, {
      'user-agent': 'Contact test',
      'x-forwarded-for': '192.0.2.9',
    });
    const rows = await api.app.database.db
      .withTables<{ contact_messages: Record<string, string> }>()
      .selectFrom('contact_messages')
      .selectAll()
      .where('subject', '=', 'Dúvida sobre o check-in')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        ...contact,
        subject: 'Dúvida sobre o check-in',
        ip: '192.0.2.9',
        user_agent: 'Contact test',
      }),
    ]);
    const email = await supportEmail('Contato pelo site: Dúvida sobre o check-in');
    expect(email).toMatchObject({ to: SUPPORT });
    expect(email.channel === 'email' && email.text).toContain(contact.message);
  });

  it('stores a lead and e-mails support', async () => {
    await send('/api/new-contact', { ...lead, company: 'Chalés Serra Azul' });
    const rows = await api.app.database.db
      .withTables<{ leads: Record<string, string | number> }>()
      .selectFrom('leads')
      .selectAll()
      .where('company', '=', 'Chalés Serra Azul')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ email: lead.email, quantity_of_properties: 12 }),
    ]);
    const email = await supportEmail('Novo interessado: Chalés Serra Azul');
    expect(email).toMatchObject({ to: SUPPORT });
    expect(email.channel === 'email' && email.text).toContain('Imóveis: 12');
  });

  it.each([
    ['en-US', ['Required field', 'Invalid email', 'Maximum length 5000', 'Invalid format']],
    [
      'pt-BR',
      [
        'Campo obrigatório',
        'E-mail inválido',
        'Tamanho máximo de 5000 caracteres',
        'Formato inválido',
      ],
    ],
    [
      'es-ES',
      [
        'Campo obligatorio',
        'Correo electrónico no válido',
        'Longitud máxima de 5000',
        'Formato inválido',
      ],
    ],
  ])('explains a bad contact form in %s', async (language, [required, email, long, format]) => {
    const answer = await send(
      '/api/contact',
      { name: '  ', email: 'ana@', phone: 'call me', subject: '', message: 'x'.repeat(5001) },
      { 'accept-language': language },
    );
    expectFieldErrors(answer, [
      { field: 'name', message: required },
      { field: 'email', message: email },
      { field: 'phone', message: format },
      { field: 'subject', message: required },
      { field: 'message', message: long },
    ]);
  });

  it.each([
    ['en-US', 'Enter 1 to 1000 properties', 'Integers only', 'Required field'],
    ['pt-BR', 'Informe de 1 a 1000 imóveis', 'Apenas números inteiros', 'Campo obrigatório'],
    ['es-ES', 'Indica de 1 a 1000 propiedades', 'Solo números enteros', 'Campo obligatorio'],
  ])('explains a bad lead in %s', async (language, range, integer, required) => {
    const headers = { 'accept-language': language };
    const errorsFor = async (body: unknown) =>
      (await send('/api/new-contact', body, headers)).body.errors;
    expect(await errorsFor({ ...lead, quantityOfProperties: 0 })).toEqual([
      { field: 'quantityOfProperties', message: range },
    ]);
    expect(await errorsFor({ ...lead, quantityOfProperties: 1001 })).toEqual([
      { field: 'quantityOfProperties', message: range },
    ]);
    expect(await errorsFor({ ...lead, quantityOfProperties: 2.5 })).toEqual([
      { field: 'quantityOfProperties', message: integer },
    ]);
    expect(await errorsFor({ ...lead, company: undefined })).toEqual([
      { field: 'company', message: required },
    ]);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['an array', [contact]],
    ['a number as the phone', { ...contact, phone: 11987654321 }],
    ['an unknown field', { ...contact, admin: true }],
    ['nulls', { ...contact, name: null, message: null }],
  ])('answers %s with 400, never 500', async (_, body) => {
    expect((await send('/api/contact', body)).status).toBe(400);
    expect((await send('/api/new-contact', body)).status).toBe(400);
  });

  it('accepts 5 submissions of each form per IP in 10 minutes, then answers 429', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip, 'accept-language': 'en-US' });
    for (let index = 0; index < 5; index += 1) {
      expect((await send('/api/contact', contact, from('203.0.113.5'))).status).toBe(201);
    }
    expect(await send('/api/contact', contact, from('203.0.113.5'))).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 10 minutes.' },
    });
    expect((await send('/api/contact', contact, from('203.0.113.6'))).status).toBe(201);
    expect((await send('/api/new-contact', lead, from('203.0.113.5'))).status).toBe(201);
  });

  it.each(
    roleMatrixRows([
      ['POST', '/api/contact', everyone(201)],
      ['POST', '/api/new-contact', everyone(201)],
    ]),
  )('%s %s answers %s with %i', async (method, path, caller, status) => {
    const response = await api.call(caller, path, {
      method,
      body: path === '/api/contact' ? contact : lead,
      headers: { 'x-forwarded-for': `2001:db8::${(nextIp += 1).toString(16)}` },
    });
    expect(response.status).toBe(status);
  });
});
