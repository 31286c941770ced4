import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import sharp from 'sharp';
import { NotificationOutbox, type OutboxMessage } from '@chegada/messaging';
import { PersonalDataVault } from '@chegada/personal-data';
import { decryptStream } from '@chegada/storage';
import { anOwner, apiAs, eventually, requestJson, waitFor, type TestApp } from '@chegada/testing';
import { REDIS } from '../../infrastructure';
import {
  reservationCalls,
  send,
  startReadModelApp,
  type ReadModelApp,
} from '../../reservations/__fixtures__';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  documentFiles,
  aPdf,
  cookieOf,
  guestHeaders,
  lastCodeSentTo,
  putGuestForm,
} from '../__fixtures__/guest-form-fixtures';
import { importCodeKey } from './import-sessions.store';
import { IMPORT_CODE_TEMPLATE } from './send-import-code/send-import-code.service';

type Candidates = {
  data: { selectedGuestId: string; destinations: { channel: string; masked: string }[] }[];
};
type Answer = Record<string, unknown> & { code?: string; message?: string };
type Documents = { items: { guest: string; kind: string; url: string }[] };

const FILES_DIR = mkdtempSync(join(tmpdir(), 'chegada-import-files-'));
const CPF = '529.982.247-25';

// A client address per call, so only the throttling test meets the per-IP limits.
let lastOctet = 0;
const nextIp = (): string => `203.0.113.${(lastOctet++ % 250) + 1}`;
let emails = 0;
const anEmail = (): string => `maria.${Date.now()}.${emails++}@example.com`;

const decrypt = async (bytes: Buffer, key: Buffer): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from([bytes]), decryptStream(key), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  return Buffer.concat(chunks);
};

describe('importing earlier data with a 6-digit code, over HTTP', () => {
  let read: ReadModelApp;
  let app: TestApp;
  const delivered: { to: string; text: string }[] = [];

  beforeAll(async () => {
    // The dispatcher and the worker beside the API: codes go out as every message does.
    read = await startReadModelApp(new Date(), {
      FILE_STORAGE_DIR: FILES_DIR,
      PROCESS: 'api,projections,worker',
    });
    app = read.app;
    // What the provider is handed; the outbox records the same message with its code masked.
    const outbox = app.app.get(NotificationOutbox);
    const [email, whatsApp] = [
      outbox.sendEmail.bind(outbox),
      outbox.sendWhatsAppTemplate.bind(outbox),
    ];
    jest.spyOn(outbox, 'sendEmail').mockImplementation(async (message) => {
      delivered.push({ to: message.to, text: `${message.subject} ${message.text}` });
      return email(message);
    });
    jest.spyOn(outbox, 'sendWhatsAppTemplate').mockImplementation(async (message) => {
      delivered.push({ to: message.to, text: JSON.stringify(message.components) });
      return whatsApp(message);
    });
  });
  afterAll(() => read.close());

  const post = <T = Answer>(path: string, body: unknown, ip = nextIp()) =>
    requestJson<T>(`${app.baseUrl}/api/stays/reservations/${path}`, {
      body,
      headers: { 'x-forwarded-for': ip, 'accept-language': 'en-US' },
    });
  const lookUp = (id: string, doc = CPF, extra: Record<string, unknown> = {}) =>
    post<Candidates>(`import-last-reservation/${id}`, {
      doc,
      docType: 'cpf',
      source: 'airbnb',
      ...extra,
    });
  const askCode = (selectedGuestId: string, extra: Record<string, unknown> = {}) =>
    post('generate-code-previous-data', { lang: 'en-US', selectedGuestId, ...extra });
  const importWith = (
    actualGuestId: string,
    selectedGuestId: string,
    code: string,
    isGoingToCurrentReservation = true,
  ) =>
    post('import-data-form', {
      actualGuestId,
      selectedGuestId,
      code,
      isGoingToCurrentReservation,
      lang: 'en-US',
    });

  /** A host whose guest stayed before: the form submitted with documents and deposit proof. */
  const aReturningGuest = async (form: Record<string, unknown> = {}) => {
    const host = await aHostWithProperty(app, await anOwner(app, 'Host'));
    const email = anEmail();
    const earlier = await aGuestReservation(app, host);
    const submitted = await putGuestForm(
      app,
      `/stays/guestForm/${earlier}`,
      {
        data: aCompleteForm({ email, ...form }),
        files: await documentFiles({ deposit_proof: aPdf() }),
      },
      guestHeaders(host),
    );
    expect(submitted.status).toBe(200);
    const current = await aGuestReservation(app, host, { checkIn: '2027-06-01' });
    return { host, email, earlier, current };
  };

  const codesSentTo = async (to: string): Promise<OutboxMessage[]> => {
    const { items } = await app.app.get(NotificationOutbox).list({ perPage: 100 });
    return items.filter((item) => item.to === to);
  };
  /** Every Redis key of this app whose value holds `text` (jobs, hashes, events). */
  const redisEntriesHolding = async (text: string): Promise<string[]> => {
    const redis = app.app.get<symbol, Redis>(REDIS);
    const keys = await redis.keys(`${app.config.REDIS_PREFIX}*`);
    const holding: string[] = [];
    for (const key of keys) {
      const type = await redis.type(key);
      const value =
        type === 'hash'
          ? await redis.hgetall(key)
          : type === 'string'
            ? await redis.get(key)
            : type === 'stream'
              ? await redis.xrange(key, '-', '+')
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : await redis.zrange(key, 0, -1);
      if (JSON.stringify(value).includes(text)) holding.push(key);
    }
    return holding;
  };
  const lastCodeTo = (to: string) => lastCodeSentTo(delivered, to);
  const selectAndSend = async (current: string, email: string) => {
    const { body } = await lookUp(current);
    const selected = body.data[0]?.selectedGuestId ?? 'none';
    expect((await askCode(selected)).status).toBe(200);
    return { selected, code: await lastCodeTo(email) };
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('finds the earlier stay of the same host by CPF and shows only masked destinations', async () => {
    const { host, earlier, current } = await aReturningGuest();
    // The CPF is on the current reservation too: that one is never offered.
    await putGuestForm(
      app,
      `/stays/guestForm/${current}`,
      { data: { cpf: CPF, submit: false } },
      guestHeaders(host),
    );
    const { status, body } = await lookUp(current, '52998224725');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        selectedGuestId: expect.stringMatching(/^[\w-]{24}$/),
        destinations: [
          { channel: 'email', masked: 'm•••@example.com' },
          { channel: 'whatsapp', masked: '+55 11 •••••-4321' },
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(earlier);
    expect(JSON.stringify(body)).not.toContain('maria.');

    const unknown = await lookUp(current, '390.533.447-05');
    expect(unknown).toMatchObject({ status: 200, body: { data: [] } });
    expect((await lookUp(current, CPF, { source: 'booking' })).status).toBe(404);
  });

  it('never finds a guest document given to another host', async () => {
    await aReturningGuest();
    const stranger = await aHostWithProperty(app, await anOwner(app, 'Stranger'));
    const theirs = await aGuestReservation(app, stranger);
    expect((await lookUp(theirs)).body).toEqual({ data: [] });
  });

  it('sends the code by e-mail, imports identity, contact, address and documents re-encrypted', async () => {
    const { host, email, earlier, current } = await aReturningGuest();
    const { selected, code } = await selectAndSend(current, email);
    // Delivered with the code; recorded nowhere with it: the outbox masks it, Redis (the job,
    // the code's hash) never holds it in the clear.
    const sent = await eventually(
      async () => (await codesSentTo(email))[0],
      10_000,
      'the outbox record',
    );
    expect(sent).toMatchObject({ channel: 'email', subject: expect.stringContaining('••••••') });
    expect(JSON.stringify(sent)).not.toContain(code);
    expect(await redisEntriesHolding(code)).toEqual([]);

    const imported = await importWith(current, selected, code);
    expect(imported).toMatchObject({
      status: 200,
      body: { success: true, message: 'Data imported successfully!' },
    });

    // The code proved the guest: this browser sees the imported data, another one masked.
    const cookie = cookieOf(imported.headers.get('set-cookie')) ?? 'none';
    const pageOn = (headers: Record<string, string>) =>
      apiAs(app)<{ data: { form: Record<string, unknown>; status: number } }>(
        `/stays/guestForm/${current}`,
        { headers: { ...guestHeaders(host), ...headers } },
      );
    expect((await pageOn({})).body.data.form).toMatchObject({ name: 'M••• S•••' });
    const page = await pageOn({ cookie });
    expect(page.body.data.form).toMatchObject({
      name: 'Maria Silva',
      email,
      birthDate: '1990-04-01',
      cpfFilled: true,
      address: expect.objectContaining({ street: 'Avenida Paulista', number: '1000' }),
    });
    expect(page.body.data.form.cpf).not.toContain('5299');
    for (const stayField of ['checkInDate', 'adults', 'vehicles', 'termsAccepted', 'visitPurpose'])
      expect(page.body.data.form).not.toHaveProperty(stayField);
    expect(page.body.data.status).toBe(4);

    const owner = host.member;
    const { body: documents } = await apiAs(
      app,
      owner,
    )<Documents>(`/stays/reservations/${current}/documents`);
    expect(documents.items.map((item) => item.kind).sort()).toEqual([
      'doc_back',
      'doc_front',
      'doc_selfie',
    ]);
    const opened = await fetch(`${app.baseUrl}${documents.items[0]?.url}`);
    expect((await sharp(Buffer.from(await opened.arrayBuffer())).metadata()).format).toBe('jpeg');

    // The bytes on disk open with the current reservation's key, not with the earlier one's.
    const vault = app.app.get(PersonalDataVault);
    const [currentKey, earlierKey] = [await vault.keyOf(current), await vault.keyOf(earlier)];
    const files = readdirSync(join(FILES_DIR, 'reservations', current));
    expect(files).toHaveLength(3);
    for (const file of files) {
      const raw = readFileSync(join(FILES_DIR, 'reservations', current, file));
      expect((await sharp(await decrypt(raw, currentKey!)).metadata()).format).toBe('jpeg');
      await expect(decrypt(raw, earlierKey!)).rejects.toThrow();
    }
  });

  it('sends the code by WhatsApp when asked, and answers the fields without saving them', async () => {
    const { host, current } = await aReturningGuest();
    const { body } = await lookUp(current);
    const selected = body.data[0]?.selectedGuestId ?? 'none';
    const sent = await askCode(selected, { channel: 'whatsapp', lang: 'es-ES' });
    expect(sent).toMatchObject({ status: 200, body: { destination: '+55 11 •••••-4321' } });
    const code = await lastCodeTo('+5511987654321');
    // The code's message, not the stay's own (its guest link may reach the same phone later).
    const message = await eventually(
      async () =>
        (await codesSentTo('+5511987654321')).find(
          (item) => item.channel === 'whatsapp' && item.template === IMPORT_CODE_TEMPLATE,
        ),
      10_000,
      'the outbox record',
    );
    expect(message).toMatchObject({ channel: 'whatsapp', language: 'es_ES' });
    expect(JSON.stringify(message)).not.toContain(code);

    const answered = await importWith(current, selected, code, false);
    expect(answered).toMatchObject({
      status: 200,
      body: { success: true, data: { name: 'Maria Silva', cpf: '52998224725' } },
    });
    const page = await apiAs(app)<{ data: { form: Record<string, unknown> } }>(
      `/stays/guestForm/${current}`,
      { headers: guestHeaders(host) },
    );
    expect(page.body.data.form).toEqual({});
  });

  it('refuses the sixth attempt even with the right code', async () => {
    const { email, current } = await aReturningGuest();
    const { selected, code } = await selectAndSend(current, email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await importWith(current, selected, wrong(code));
      expect(answer).toMatchObject({ status: 422, body: { code: 'IMPORT_CODE_INVALID' } });
    }
    const sixth = await importWith(current, selected, code);
    expect(sixth).toMatchObject({ status: 422, body: { code: 'IMPORT_CODE_EXPIRED' } });
  });

  it('refuses a code once its 10 minutes are over', async () => {
    const { email, current } = await aReturningGuest();
    const { selected, code } = await selectAndSend(current, email);
    const redis = app.app.get<symbol, Redis>(REDIS);
    const key = importCodeKey(app.config.REDIS_PREFIX, selected);
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
    await redis.pexpire(key, 1);
    await waitFor(
      () => redis.exists(key),
      (exists) => exists === 0,
    );
    const answer = await importWith(current, selected, code);
    expect(answer).toMatchObject({ status: 422, body: { code: 'IMPORT_CODE_EXPIRED' } });
  });

  it('takes a code once', async () => {
    const { email, current } = await aReturningGuest();
    const { selected, code } = await selectAndSend(current, email);
    expect((await importWith(current, selected, code, false)).status).toBe(200);
    const again = await importWith(current, selected, code, false);
    expect(again).toMatchObject({ status: 422, body: { code: 'IMPORT_CODE_EXPIRED' } });
  });

  it('requires the 6-digit code', async () => {
    const { current } = await aReturningGuest();
    const { status, body } = await importWith(current, 'whatever', '12345');
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: 'code', message: 'The import code of 6 digits is required' },
    ]);
  });

  it('throttles codes per reservation with 429', async () => {
    const { current } = await aReturningGuest();
    const { body } = await lookUp(current);
    const selected = body.data[0]?.selectedGuestId ?? 'none';
    for (let sent = 1; sent <= 3; sent++) expect((await askCode(selected)).status).toBe(200);
    const fourth = await askCode(selected);
    expect(fourth).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it('throttles lookups per reservation with 429, whatever the address', async () => {
    const { current } = await aReturningGuest();
    const statuses: number[] = [];
    for (let lookup = 1; lookup <= 11; lookup++) statuses.push((await lookUp(current)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it("answers 'Error sending email.' when the address cannot be sent to", async () => {
    // A valid form address that no mail system delivers to (RFC 6761): the sender refuses it.
    const { current } = await aReturningGuest({ email: 'maria@mail.invalid' });
    const { body } = await lookUp(current);
    const selected = body.data[0]?.selectedGuestId ?? 'none';
    const answer = await askCode(selected, { channel: 'email' });
    expect(answer).toMatchObject({
      status: 502,
      body: { code: 'IMPORT_EMAIL_FAILED', message: 'Error sending email.' },
    });
  });

  it('never offers a stay whose personal data was removed', async () => {
    const { host, earlier, current } = await aReturningGuest();
    const indexed = () =>
      sql<{ count: string }>`
        select count(*) from guest_document_index where reservation_id = ${earlier}`
        .execute(app.database.db)
        .then(({ rows }) => rows[0]?.count);
    expect(await indexed()).toBe('1');
    const calls = reservationCalls(earlier, host.member.id);
    expect((await send(app, host.member, calls.cancel)).status).toBe(200);
    expect((await send(app, host.member, calls.removeSensitiveData)).status).toBe(200);
    await waitFor(indexed, (count) => count === '0');
    expect((await lookUp(current)).body).toEqual({ data: [] });
  });
});
