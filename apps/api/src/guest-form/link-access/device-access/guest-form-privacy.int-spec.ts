import { sql } from 'kysely';
import { NotificationOutbox, type EmailMessage } from '@chegada/messaging';
import { anOwner, apiAs, requestJson, type TestApp } from '@chegada/testing';
import { startReadModelApp, type ReadModelApp } from '../../../reservations/__fixtures__';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  cookieOf,
  guestHeaders,
  lastCodeSentTo,
  putGuestForm,
  type Host,
} from '../../__fixtures__/guest-form-fixtures';

type Page = {
  data: {
    form: Record<string, unknown>;
    privacy: {
      maskedFields: string[];
      unlockDestinations: { channel: string; masked: string }[];
    };
  };
};

// What the main guest saved; none of it may reach a device that did not save it.
const PERSONAL = ['Maria', 'maria@example.com', '99123', '1990-04-01', 'Paulista', '01310'];
const mainGuestForm = () =>
  aCompleteForm({
    phone: '+55 21 99123-4567',
    additionalGuests: [{ name: 'João Souza', birthDate: '1992-01-01' }],
  });

describe('personal data on guest links shows in full only where it was saved or unlocked', () => {
  let read: ReadModelApp;
  let app: TestApp;
  let host: Host;
  const delivered: EmailMessage[] = [];

  beforeAll(async () => {
    read = await startReadModelApp(new Date(), { PROCESS: 'api,projections,worker' });
    app = read.app;
    host = await aHostWithProperty(app, await anOwner(app, 'Host'));
    // What the provider is handed (the outbox's record of it is masked: see the outbox test).
    const outbox = app.app.get(NotificationOutbox);
    const send = outbox.sendEmail.bind(outbox);
    jest.spyOn(outbox, 'sendEmail').mockImplementation(async (message) => {
      delivered.push(message);
      return send(message);
    });
  });
  afterAll(() => read.close());

  const getForm = (id: string, extra: Record<string, string> = {}) =>
    apiAs(app)<Page>(`/stays/guestForm/${id}`, { headers: guestHeaders(host, extra) });
  const post = (id: string, route: string, body: unknown, extra: Record<string, string> = {}) =>
    requestJson<Record<string, unknown>>(`${app.baseUrl}/api/stays/guestForm/${id}/${route}`, {
      body,
      headers: guestHeaders(host, extra),
    });
  /** A reservation whose main guest saved the whole form from one browser: its cookie. */
  const savedFromOneDevice = async () => {
    const id = await aGuestReservation(app, host);
    const saved = await putGuestForm(
      app,
      `/stays/guestForm/${id}`,
      { data: { ...mainGuestForm(), submit: false } },
      guestHeaders(host),
    );
    expect(saved.status).toBe(200);
    const cookie = cookieOf(saved.setCookie) ?? 'none';
    const page = await getForm(id, { cookie });
    const [joao] = page.body.data.form.additionalGuests as { key: string }[];
    return { id, cookie, joaoKey: joao?.key ?? 'none' };
  };
  const lastCodeTo = (to: string) => lastCodeSentTo(delivered, to);

  it("masks the main guest's data on the link an additional guest's link becomes without its key", async () => {
    const { id } = await savedFromOneDevice();
    const { status, body } = await getForm(id);
    expect(status).toBe(200);
    for (const value of PERSONAL) expect(JSON.stringify(body)).not.toContain(value);
    expect(JSON.stringify(body)).not.toContain('João');
    expect(body.data.form).toMatchObject({
      name: 'M••• S•••',
      email: 'm•••@example.com',
      birthDate: '••••',
      address: expect.objectContaining({ city: 'São Paulo', street: '••••' }),
    });
    expect(body.data.privacy.maskedFields).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'birthDate', 'address.street', 'cpf']),
    );
    expect(body.data.privacy.maskedFields).toContain('additionalGuests.0.name');
    // The phone the host entered for the stay wins over the form's: a link cannot change it.
    expect(body.data.privacy.unlockDestinations).toEqual([
      { channel: 'email', masked: 'm•••@example.com' },
      { channel: 'whatsapp', masked: '+55 11 •••••-4321' },
    ]);
  });

  it('shows the data in full on the browser that saved it, through an HttpOnly cookie', async () => {
    const { id, cookie } = await savedFromOneDevice();
    const { body } = await getForm(id, { cookie });
    expect(body.data.form).toMatchObject({
      name: 'Maria Silva',
      email: 'maria@example.com',
      birthDate: '1990-04-01',
      address: expect.objectContaining({ street: 'Avenida Paulista' }),
      additionalGuests: [expect.objectContaining({ name: 'João Souza' })],
    });
    expect(body.data.privacy.maskedFields).toEqual(['cpf']);

    const behindHttps = await putGuestForm(
      app,
      `/stays/guestForm/${await aGuestReservation(app, host)}`,
      { data: { name: 'Ana', submit: false } },
      guestHeaders(host, { 'x-forwarded-proto': 'https' }),
    );
    const attributes = behindHttps.setCookie?.split(/;\s*/).slice(1) ?? [];
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/api/stays', 'HttpOnly', 'Secure', 'SameSite=Lax']),
    );
    // The server keeps only a hash of the cookie's random id.
    const value = cookie.split('=')[1] ?? 'none';
    const { rows } = await sql<{ device_hash: string }>`
      select device_hash from guest_form_devices where reservation_id = ${id}`.execute(
      app.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.device_hash).not.toContain(value);
  });

  it("never shows the main guest's data on an additional guest's link", async () => {
    const { id, cookie, joaoKey } = await savedFromOneDevice();
    for (const extra of [{}, { cookie }] as Record<string, string>[]) {
      const { status, body } = await getForm(id, { additionalguestkey: joaoKey, ...extra });
      expect(status).toBe(200);
      for (const value of PERSONAL) expect(JSON.stringify(body)).not.toContain(value);
    }
  });

  it('shows a companion what the holder typed about them, masked only once they saved it themselves', async () => {
    const { id, joaoKey } = await savedFromOneDevice();
    // João opens his link for the first time: Maria typed his name and birth date, which are
    // his to confirm, not data he saved on another device (issue 27).
    const first = await getForm(id, { additionalguestkey: joaoKey });
    expect(first.body.data.form).toEqual({
      additionalGuest: expect.objectContaining({ name: 'João Souza', birthDate: '1992-01-01' }),
    });
    expect(first.body.data.privacy.maskedFields).toEqual([]);
    // He saves his part from his phone: from then on another browser sees it masked.
    const saved = await putGuestForm(
      app,
      `/stays/guestForm/${id}`,
      { data: { name: 'João Souza', cpf: '390.533.447-05', birthDate: '1992-01-01' } },
      guestHeaders(host, { additionalguestkey: joaoKey }),
    );
    expect(saved.status).toBe(200);
    const phone = cookieOf(saved.setCookie) ?? 'none';
    const elsewhere = await getForm(id, { additionalguestkey: joaoKey });
    expect(elsewhere.body.data.form).toEqual({
      additionalGuest: expect.objectContaining({ name: 'J••• S•••', birthDate: '••••' }),
    });
    const own = await getForm(id, { additionalguestkey: joaoKey, cookie: phone });
    expect(own.body.data.form).toEqual({
      additionalGuest: expect.objectContaining({ name: 'João Souza', birthDate: '1992-01-01' }),
    });
  });

  it('keeps the stored data when another browser saves the masked form back', async () => {
    const { id, cookie } = await savedFromOneDevice();
    const shown = (await getForm(id)).body.data.form;
    const { cpfFilled: _cpf, ...sentBack } = shown;
    const saved = await putGuestForm(
      app,
      `/stays/guestForm/${id}`,
      { data: { ...sentBack, visitPurpose: 'work', submit: false } },
      guestHeaders(host),
    );
    expect(saved).toMatchObject({ status: 200, body: { missing: expect.any(Array) } });
    expect(saved.setCookie).toBeUndefined();
    const { body } = await getForm(id, { cookie });
    expect(body.data.form).toMatchObject({
      name: 'Maria Silva',
      email: 'maria@example.com',
      phone: '+55 21 99123-4567',
      birthDate: '1990-04-01',
      visitPurpose: 'work',
      address: expect.objectContaining({ street: 'Avenida Paulista', number: '1000' }),
      additionalGuests: [expect.objectContaining({ name: 'João Souza', birthDate: '1992-01-01' })],
    });
  });

  it("unlocks another browser with a code sent to the guest's e-mail", async () => {
    const { id } = await savedFromOneDevice();
    const sent = await post(id, 'unlock-code', { channel: 'email', lang: 'en-US' });
    expect(sent).toMatchObject({
      status: 200,
      body: { success: true, destination: 'm•••@example.com' },
    });
    const code = await lastCodeTo('maria@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await post(id, 'unlock', { code: wrong })).toMatchObject({
      status: 422,
      body: { code: 'IMPORT_CODE_INVALID' },
    });
    const unlocked = await post(id, 'unlock', { code });
    expect(unlocked).toMatchObject({ status: 200, body: { success: true } });
    const cookie = cookieOf(unlocked.headers.get('set-cookie')) ?? 'none';
    const { body } = await getForm(id, { cookie });
    expect(body.data.form).toMatchObject({ name: 'Maria Silva', birthDate: '1990-04-01' });
    expect((await post(id, 'unlock', { code })).body).toMatchObject({
      code: 'IMPORT_CODE_EXPIRED',
    });
  });

  it('answers 404 for a wrong link and 400 without a 6-digit code', async () => {
    const { id } = await savedFromOneDevice();
    expect((await post(id, 'unlock-code', {}, { source: 'booking' })).status).toBe(404);
    expect((await post(id, 'unlock', { code: '1' })).body).toMatchObject({
      errors: [{ field: 'code', message: 'The 6-digit code is required' }],
    });
  });
});
