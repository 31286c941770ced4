import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { GuestFormPage } from '@chegada/contracts';
import { hasValidPixCrc } from '@chegada/domain';
import { anOwner, apiAs, waitFor, type Member, type TestApp } from '@chegada/testing';
import {
  reservationCalls,
  send,
  createReservation,
  startReadModelApp,
  type ReadModelApp,
} from '../reservations/__fixtures__';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  storedFilesIn,
  aJpeg,
  aPdf,
  aPng,
  cookieOf,
  guestHeaders,
  putGuestForm,
  type Host,
} from './__fixtures__/guest-form-fixtures';

type Page = { data: GuestFormPage };
type Documents = {
  items: {
    id: string;
    guest: string;
    kind: string;
    mime: string;
    url: string;
    views: { viewerName: string | null; viewedAt: string }[];
  }[];
  consents: { guest: string; kind: string; termsVersion: string; acceptedAt: string }[];
};
type Statistics = { statistics: Record<string, number>; items: { id: string; status: number }[] };

const FILES_DIR = mkdtempSync(join(tmpdir(), 'chegada-guest-files-'));
const MAX_FILE_BYTES = 400_000;

const storedFiles = storedFilesIn(FILES_DIR);

describe('guest check-in form over HTTP', () => {
  let read: ReadModelApp;
  let app: TestApp;
  let owner: Member;
  let host: Host;

  beforeAll(async () => {
    read = await startReadModelApp(new Date(), {
      FILE_STORAGE_DIR: FILES_DIR,
      UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    });
    app = read.app;
    owner = await anOwner(app, 'Host');
    host = await aHostWithProperty(app, owner);
  });
  afterAll(() => read.close());

  // One guest's browser: the device cookie each save sets for a reservation is sent back, as a
  // browser does (the privacy tests in device-access/ cover other browsers).
  const browser = new Map<string, string>();
  const withCookie = (id: string, headers: Record<string, string>) => {
    const cookie = browser.get(id);
    return cookie ? { cookie, ...headers } : headers;
  };
  const getForm = (id: string, headers = guestHeaders(host)) =>
    apiAs(app)<Page>(`/stays/guestForm/${id}`, { headers: withCookie(id, headers) });
  const put = async (
    id: string,
    data?: Record<string, unknown>,
    files = {},
    headers = guestHeaders(host),
  ) => {
    const answer = await putGuestForm(
      app,
      `/stays/guestForm/${id}`,
      { ...(data ? { data } : {}), files },
      withCookie(id, headers),
    );
    const cookie = cookieOf(answer.setCookie);
    if (cookie) browser.set(id, cookie);
    return answer;
  };
  const allFiles = async () => ({
    doc_front: await aJpeg('front.jpg'),
    doc_back: await aJpeg('back.jpg'),
    doc_selfie: await aJpeg('selfie.jpg'),
    deposit_proof: aPdf(),
  });
  const listed = async (id: string) =>
    (await apiAs(app, owner)<Statistics>(`/stays/reservations?search=${id}`)).body;

  describe('the link', () => {
    it('shows the stay, the property, the company and the deposit by pix to the guest', async () => {
      const id = await aGuestReservation(app, host);
      const { status, body } = await getForm(id);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        status: 0,
        residence: { name: 'Casa Azul' },
        company: { name: 'Pousada Sol Nascente' },
        message: { kind: 'toForm', refuseMotive: null },
        access: { released: false, passcode: null, instructions: null },
      });
      expect(body.data.missing).toEqual(
        expect.arrayContaining(['name', 'doc_front', 'doc_selfie', 'deposit_proof']),
      );
      const brCode = body.data.deposit?.brCode ?? '';
      expect(hasValidPixCrc(brCode)).toBe(true);
      expect(brCode).toContain('5406500.00');
      expect(body.data.deposit?.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      expect(JSON.stringify(body)).not.toContain(owner.id);
    });

    it.each([
      ['another source', { source: 'booking' }],
      ['another company', { friendlycode: 'someone-else' }],
      ['no source', { source: '' }],
    ])('answers 404 with %s', async (_name, change) => {
      const id = await aGuestReservation(app, host);
      const headers = { ...guestHeaders(host), ...change };
      const { status, body } = await getForm(id, headers);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND' });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for the id %s',
      async (id) => {
        expect((await getForm(id)).status).toBe(404);
      },
    );

    it('tells the company behind a friendly code, and 404 for an unknown one', async () => {
      const { status, body } = await apiAs(app)<{ data: Record<string, unknown> }>(
        `/stays/company-info/${host.friendlyCode}`,
      );
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        name: 'Pousada Sol Nascente',
        friendlyCode: host.friendlyCode,
        supportedLanguages: ['en-US', 'pt-BR'],
      });
      expect((await apiAs(app)(`/stays/company-info/nobody-here`)).status).toBe(404);
    });
  });

  describe('filling in several sittings', () => {
    it('saves parts, keeps files, submits, and the host sees it waiting for approval', async () => {
      const id = await aGuestReservation(app, host);
      const first = await put(id, { name: 'Maria Silva', cpf: '529.982.247-25', submit: false });
      expect(first).toMatchObject({ status: 200, body: { status: 4 } });
      await waitFor(
        () => listed(id),
        (list) => list.items[0]?.status === 4,
      );

      const files = await allFiles();
      const second = await put(
        id,
        { birthDate: '1990-04-01', submit: false },
        {
          doc_front: files.doc_front,
          doc_back: files.doc_back,
        },
      );
      expect(second.status).toBe(200);
      const { body: page } = await getForm(id);
      expect(page.data.form).toMatchObject({
        name: 'Maria Silva',
        birthDate: '1990-04-01',
        cpfFilled: true,
      });
      expect(page.data.form.cpf).not.toContain('529');
      // The host reviews what the guest sent as it was sent, unmasked.
      const local = await apiAs(
        app,
        owner,
      )<{ data: { form: Record<string, unknown> } }>(`/stays/local/${id}`);
      expect(local.body.data.form).toMatchObject({
        name: 'Maria Silva',
        cpf: '52998224725',
        birthDate: '1990-04-01',
      });
      expect(page.data.files.main?.sort()).toEqual(['doc_back', 'doc_front']);
      expect(page.data.missing).toEqual(
        expect.arrayContaining(['doc_selfie', 'deposit_proof', 'address']),
      );
      expect(page.data.missing).not.toContain('doc_front');

      const submitted = await put(id, aCompleteForm({ cpf: undefined, name: undefined }), {
        doc_selfie: files.doc_selfie,
        deposit_proof: files.deposit_proof,
      });
      expect(submitted).toMatchObject({ status: 200, body: { status: 2, guestPassCode: null } });
      const list = await waitFor(
        () => listed(id),
        (body) => body.items[0]?.status === 2,
      );
      expect(list.statistics).toMatchObject({ waitingApproval: 1, filling: 0 });
      const after = await getForm(id);
      expect(after.body.data.message.kind).toBe('inAnalysis');
    });

    it('refuses a submission that lacks the documents, naming each missing part', async () => {
      const id = await aGuestReservation(app, host);
      const { status, body } = await put(id, aCompleteForm());
      expect(status).toBe(400);
      const fields = (body.errors as { field: string; message: string }[]).map(
        (error) => error.field,
      );
      expect(fields.sort()).toEqual(['deposit_proof', 'doc_back', 'doc_front', 'doc_selfie']);
      expect((await getForm(id)).body.data.status).toBe(0);
      expect(storedFiles(id)).toEqual([]);
    });

    it('accepts the digital document instead of both sides', async () => {
      const id = await aGuestReservation(app, host);
      const { status } = await put(id, aCompleteForm(), {
        doc_digital: aPdf('cnh-digital.pdf'),
        doc_selfie: await aJpeg(),
        deposit_proof: aPdf(),
      });
      expect(status).toBe(200);
    });

    it('stores nothing from a save whose fields are refused', async () => {
      const id = await aGuestReservation(app, host);
      const { status, body } = await put(
        id,
        { cpf: '111.111.111-11', submit: false },
        { doc_front: await aJpeg() },
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'cpf', message: expect.any(String) }]);
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.status).toBe(0);
    });

    it('answers field errors in the guest’s language', async () => {
      const id = await aGuestReservation(app, host);
      const pt = await put(
        id,
        { email: 'nope', submit: false },
        {},
        guestHeaders(host, { 'accept-language': 'pt-BR' }),
      );
      const en = await put(id, { email: 'nope', submit: false });
      const [ptError] = pt.body.errors as { message: string }[];
      const [enError] = en.body.errors as { message: string }[];
      expect(ptError?.message).not.toEqual(enError?.message);
      expect(enError?.message).toMatch(/e-?mail/i);
    });
  });

  describe('the rules of a submission (product spec §5)', () => {
    const rows: [string, Record<string, unknown>, string][] = [
      ['a main guest under 18 on check-in day', { birthDate: '2009-03-11' }, 'birthDate'],
      ['a check-out before the check-in', { checkOutDate: '2027-03-09' }, 'checkOutDate'],
      ['an arrival before the property opens', { checkInTime: '13:55' }, 'checkInTime'],
      ['no adult', { adults: 0 }, 'adults'],
      ['no children count', { children: undefined }, 'children'],
      ['an invalid e-mail', { email: 'maria@' }, 'email'],
      ['an invalid phone', { phone: '123' }, 'phone'],
      [
        'a vehicle without a plate',
        { vehicles: [{ type: 'car', model: 'Onix', color: 'Prata' }] },
        'vehicles[0].plate',
      ],
      ['no visit purpose', { visitPurpose: undefined }, 'visitPurpose'],
      ['terms not accepted', { termsAccepted: false }, 'termsAccepted'],
      ['image terms not accepted', { imageTermsAccepted: false }, 'imageTermsAccepted'],
      [
        'no street',
        { address: { ...(aCompleteForm().address as object), street: '' } },
        'address.street',
      ],
      ['more guests than the reservation allows', { adults: 4, children: 1 }, 'guestCount'],
    ];

    it.each(rows)('refuses %s', async (_name, change, field) => {
      const id = await aGuestReservation(app, host);
      const { status, body } = await put(id, aCompleteForm(change), await allFiles());
      expect(status).toBe(400);
      expect((body.errors as { field: string }[]).map((error) => error.field)).toContain(field);
      expect(storedFiles(id)).toEqual([]);
    });

    it('takes a guest who turns 18 on the check-in day', async () => {
      const id = await aGuestReservation(app, host);
      const { status } = await put(
        id,
        aCompleteForm({ birthDate: '2009-03-10' }),
        await allFiles(),
      );
      expect(status).toBe(200);
    });

    it('says adults and children past the reservation’s guests on the pair, with the limit', async () => {
      const id = await aGuestReservation(app, host, { maxGuests: 3 });
      const en = await put(id, { adults: 2, children: 2, submit: false });
      expect(en.status).toBe(400);
      expect(en.body.errors).toEqual([
        { field: 'guestCount', message: 'Max guests reached! This property takes up to 3 guests.' },
      ]);
      const pt = await put(
        id,
        { adults: 3, children: 1, submit: false },
        {},
        guestHeaders(host, { 'accept-language': 'pt-BR' }),
      );
      expect(pt.body.errors).toEqual([
        {
          field: 'guestCount',
          message: 'Número máximo de hóspedes atingido! Este imóvel recebe até 3 hóspedes.',
        },
      ]);
      expect((await put(id, { adults: 2, children: 1, submit: false })).status).toBe(200);
    });

    it('says "Max guests reached!" past the reservation’s guests', async () => {
      const id = await aGuestReservation(app, host, { maxGuests: 2 });
      const guest = { name: 'João', cpf: '390.533.447-05', birthDate: '1992-01-01' };
      const { status, body } = await put(id, { additionalGuests: [guest, guest], submit: false });
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: 'additionalGuests', message: 'Max guests reached!' }]);
    });
  });

  describe('files', () => {
    it('takes a PNG named .jpg as a PNG, re-encoded without metadata', async () => {
      const id = await aGuestReservation(app, host);
      const png = await aPng('disguised.jpg');
      expect(
        (await put(id, { submit: false }, { doc_front: { ...png, type: 'image/jpeg' } })).status,
      ).toBe(200);
      const { body } = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      const [front] = body.items;
      const download = await fetch(`${app.baseUrl}${front?.url}`);
      expect(download.status).toBe(200);
      const image = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
      expect(image).toMatchObject({ width: 40, height: 40 });
      expect(image.exif).toBeUndefined();
    });

    it.each([
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['a ZIP archive', Buffer.from('PK\u0003\u0004 not really a photo')],
      ['a Windows program', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ])('refuses %s named photo.jpg and stores nothing', async (_name, bytes) => {
      const id = await aGuestReservation(app, host);
      const { status, body } = await put(
        id,
        { name: 'Maria', submit: false },
        { doc_selfie: await aJpeg(), doc_front: { bytes, name: 'photo.jpg', type: 'image/jpeg' } },
      );
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(JSON.stringify(body.errors)).toContain('doc_front');
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.form).toEqual({});
    });

    it('refuses an oversized file with 413 and keeps nothing of the request', async () => {
      const id = await aGuestReservation(app, host);
      const big = {
        bytes: Buffer.concat([(await aJpeg()).bytes, Buffer.alloc(MAX_FILE_BYTES)]),
        name: 'big.jpg',
        type: 'image/jpeg',
      };
      const { status, body } = await put(
        id,
        { name: 'Maria', submit: false },
        { doc_selfie: await aJpeg(), doc_front: big },
      );
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(storedFiles(id)).toEqual([]);
      expect((await getForm(id)).body.data.status).toBe(0);
    });

    it('keeps files encrypted on disk, opens them only through a signed link, and records each view', async () => {
      const id = await aGuestReservation(app, host);
      const jpeg = await aJpeg();
      await put(id, { submit: false }, { doc_selfie: jpeg });
      const [stored] = storedFiles(id);
      const onDisk = readFileSync(join(FILES_DIR, 'reservations', id, stored ?? 'missing'));
      expect(onDisk.subarray(1, 4).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      expect(onDisk.includes(Buffer.from('JFIF'))).toBe(false);

      const { body } = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      expect(body.items).toEqual([
        expect.objectContaining({ guest: 'main', kind: 'doc_selfie', mime: 'image/jpeg' }),
      ]);
      const url = body.items[0]?.url ?? '';
      const opened = await fetch(`${app.baseUrl}${url}`);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      expect((await sharp(Buffer.from(await opened.arrayBuffer())).metadata()).format).toBe('jpeg');
      const views = await sql<{ viewer_id: string }>`
        select viewer_id from guest_document_views where reservation_id = ${id}`.execute(
        app.database.db,
      );
      expect(views.rows).toEqual([{ viewer_id: owner.id }]);
      const listed = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      expect(listed.body.items[0]?.views).toEqual([
        { viewerName: 'Host', viewedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);

      const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await fetch(`${app.baseUrl}${tampered}`)).status).toBe(404);
      const otherDocument = url.replace(
        /documents\/[^/]+/,
        'documents/00000000-0000-4000-8000-000000000000',
      );
      expect((await fetch(`${app.baseUrl}${otherDocument}`)).status).toBe(404);
    });

    it('never shows one account’s documents to another', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, { submit: false }, { doc_selfie: await aJpeg() });
      const stranger = await anOwner(app, 'Stranger');
      expect((await apiAs(app, stranger)(`/stays/reservations/${id}/documents`)).status).toBe(404);
    });

    it('makes files unreadable and removes them when the host removes sensitive data', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, { name: 'Maria Silva', submit: false }, { doc_selfie: await aJpeg() });
      const { body } = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      const calls = reservationCalls(id, owner.id);
      expect((await send(app, owner, calls.cancel)).status).toBe(200);
      expect((await send(app, owner, calls.removeSensitiveData)).status).toBe(200);
      expect((await fetch(`${app.baseUrl}${body.items[0]?.url}`)).status).toBe(404);
      await waitFor(
        async () => storedFiles(id),
        (files) => files.length === 0,
      );
      const after = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      expect(after.body.items).toEqual([]);
    });
  });

  describe('access details', () => {
    const HOUR = 60 * 60 * 1000;

    it('shows the passcode only once approved and from 2 hours before check-in', async () => {
      const lockHost = await aHostWithProperty(app, await anOwner(app, 'Lock host'), {
        usesTTLock: true,
      });
      const stay = async (hoursAhead: number) => {
        const checkIn = new Date(Date.now() + hoursAhead * HOUR);
        const id = await createReservation(app, lockHost.member, lockHost.residenceId, {
          CheckIn: checkIn.toISOString(),
          checkout: new Date(checkIn.getTime() + 72 * HOUR).toISOString(),
          source: 'airbnb',
        });
        const headers = guestHeaders(lockHost);
        const files = await allFiles();
        await putGuestForm(
          app,
          `/stays/guestForm/${id}`,
          { data: aCompleteForm(), files },
          headers,
        );
        const calls = reservationCalls(id, lockHost.member.id);
        expect((await send(app, lockHost.member, calls.dynamicPassword)).status).toBe(200);
        const before = await getForm(id, headers);
        expect((await send(app, lockHost.member, calls.approve)).status).toBe(200);
        return { before: before.body.data.access, after: (await getForm(id, headers)).body.data };
      };
      const soon = await stay(1);
      expect(soon.before).toMatchObject({ released: false, passcode: null });
      expect(soon.after.access).toMatchObject({
        released: true,
        passcode: '482913',
        instructions: 'Key box 4321 at the gate; Wi-Fi CasaAzul.',
      });
      expect(soon.after.message.kind).toBe('accessReleased');
      const later = await stay(3);
      expect(later.after.access).toMatchObject({
        released: false,
        passcode: null,
        instructions: null,
      });
      expect(JSON.stringify(later.after)).not.toMatch(/482913|Key box/);
      expect(JSON.stringify(soon.before)).not.toMatch(/482913|Key box/);
    });
  });

  describe("the property's unique link", () => {
    const generic = (path = `${host.friendlyCode}/${host.residenceId}/airbnb`) =>
      `/stays/generic/guestForm/${path}`;
    const booking = {
      guestName: 'Pedro Alves',
      checkInDate: '2027-04-01',
      checkOutDate: '2027-04-04',
      maxGuests: 2,
      language: 'en-US',
    };

    it('shows the property and starts a reservation in its hours and time zone', async () => {
      const shown = await apiAs(app)<{ data: { residence: Record<string, unknown> } }>(generic());
      expect(shown.status).toBe(200);
      expect(shown.body.data.residence).toMatchObject({ name: 'Casa Azul', checkInTime: '14:00' });
      const { status, body } = await apiAs(app)<{ data: { id: string; link: string } }>(generic(), {
        method: 'POST',
        body: booking,
      });
      expect(status).toBe(201);
      expect(body.data.link).toBe(`/p/formdata/${host.friendlyCode}/airbnb/${body.data.id}`);
      const local = await apiAs(
        app,
        owner,
      )<{ data: Record<string, unknown> }>(`/stays/local/${body.data.id}`);
      expect(local.body.data).toMatchObject({
        guestName: 'Pedro Alves',
        source: 'airbnb',
        CheckIn: '2027-04-01T14:00:00-03:00',
        checkout: '2027-04-04T11:00:00-03:00',
        status: 0,
      });
      expect((await getForm(body.data.id)).status).toBe(200);
    });

    it.each([
      ['an unknown company', () => `nobody/${host.residenceId}/airbnb`],
      [
        'another property',
        () => `${host.friendlyCode}/00000000-0000-4000-8000-000000000000/airbnb`,
      ],
      ['an unknown source', () => `${host.friendlyCode}/${host.residenceId}/myspace`],
    ])('answers 404 for %s', async (_name, path) => {
      expect((await apiAs(app)(generic(path()))).status).toBe(404);
      expect((await apiAs(app)(generic(path()), { method: 'POST', body: booking })).status).toBe(
        404,
      );
    });

    it('refuses a stay that ends before it starts, or more guests than the property takes', async () => {
      const { status, body } = await apiAs(app)(generic(), {
        method: 'POST',
        body: { ...booking, checkOutDate: '2027-03-30', maxGuests: 9 },
      });
      expect(status).toBe(400);
      expect((body.errors as { field: string }[]).map((error) => error.field)).toEqual([
        'checkOutDate',
      ]);
      const tooMany = await apiAs(app)(generic(), {
        method: 'POST',
        body: { ...booking, maxGuests: 9 },
      });
      expect(tooMany.status).toBe(400);
      expect(JSON.stringify(tooMany.body)).toContain('maxGuests');
    });
  });

  describe('additional guests and the host', () => {
    it('gives each additional guest a link that fills only that guest’s part', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, { additionalGuests: [{ name: 'João Souza' }], submit: false });
      const main = await getForm(id);
      const [guest] = main.body.data.form.additionalGuests as { key: string }[];
      expect(guest?.key).toMatch(/^[\w-]{16}$/);
      const headers = guestHeaders(host, { additionalguestkey: guest?.key ?? '' });
      const saved = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01' },
        { guest_0_doc_front: await aJpeg(), doc_selfie: await aJpeg() },
        headers,
      );
      expect(saved.status).toBe(400);
      const own = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01' },
        { guest_0_doc_front: await aJpeg() },
        headers,
      );
      expect(own.status).toBe(200);
      const page = await getForm(id, headers);
      expect(page.body.data.form).toEqual({
        additionalGuest: expect.objectContaining({
          name: 'João Souza',
          birthDate: '1992-01-01',
          cpfFilled: true,
        }),
      });
      expect(page.body.data.additionalGuestIndex).toBe(0);
      expect(JSON.stringify(page.body)).not.toContain('Maria');
      expect(
        (await getForm(id, guestHeaders(host, { additionalguestkey: 'not-a-guest' }))).status,
      ).toBe(404);
    });

    it('takes the holder’s submission without the documents of a guest who fills their own link', async () => {
      const id = await aGuestReservation(app, host);
      const ownLink = { name: 'João Souza', ownLink: true };
      const filledHere = { name: 'Ana Lima', cpf: '390.533.447-05', birthDate: '1992-01-01' };
      const refused = await put(
        id,
        aCompleteForm({ adults: 3, additionalGuests: [ownLink, filledHere] }),
        await allFiles(),
      );
      expect(refused.status).toBe(400);
      const fields = (refused.body.errors as { field: string }[]).map((error) => error.field);
      // Only the guest filled here owes their documents with the holder's submission.
      expect(fields.sort()).toEqual([
        'guest_1_doc_back',
        'guest_1_doc_front',
        'guest_1_doc_selfie',
      ]);

      const submitted = await put(
        id,
        aCompleteForm({ adults: 2, additionalGuests: [ownLink] }),
        await allFiles(),
      );
      expect(submitted).toMatchObject({ status: 200, body: { status: 2 } });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      // The guest's own link still asks them their part.
      const own = await getForm(id, guestHeaders(host, { additionalguestkey: guest?.key ?? '' }));
      expect(own.body.data.missing).toEqual(
        expect.arrayContaining(['guest_0_doc_front', 'guest_0_doc_back', 'guest_0_doc_selfie']),
      );
    });

    it('keeps an own-link guest’s part open once the holder sent, without moving the status', async () => {
      const id = await aGuestReservation(app, host);
      const ownLink = { name: 'Ana Souza', ownLink: true };
      const sent = await put(
        id,
        aCompleteForm({ adults: 2, additionalGuests: [ownLink] }),
        await allFiles(),
      );
      expect(sent).toMatchObject({ status: 200, body: { status: 2 } });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      const key = guest?.key ?? '';
      // Nothing of hers yet: pending on her link and on the holder's, whatever the holder owed.
      expect((await getForm(id)).body.data.guestParts).toEqual({ [key]: 'not_started' });
      const own = guestHeaders(host, { additionalguestkey: key });
      const saved = await put(
        id,
        { cpf: '390.533.447-05', birthDate: '1992-01-01' },
        { guest_0_doc_front: await aJpeg(), guest_0_doc_back: await aJpeg() },
        own,
      );
      expect(saved).toMatchObject({ status: 200, body: { status: 2 } });
      expect((await getForm(id, own)).body.data.guestParts).toEqual({ [key]: 'in_progress' });
      await put(id, {}, { guest_0_doc_selfie: await aJpeg() }, own);
      const page = (await getForm(id, own)).body.data;
      expect(page).toMatchObject({ status: 2, guestParts: { [key]: 'completed' }, missing: [] });
      // The holder's own link stays closed while the host reviews.
      const holder = await put(id, { name: 'Someone else', submit: false });
      expect(holder).toMatchObject({ status: 422, body: { code: 'TRANSITION_NOT_ALLOWED' } });
      // Refused, her link still takes her part, and the status stays the holder's to change.
      await send(app, owner, reservationCalls(id, owner.id).refuse);
      const whileRefused = await put(id, { phone: '+55 11 98765-4321' }, {}, own);
      expect(whileRefused).toMatchObject({ status: 200, body: { status: 5 } });
    });

    it('asks the consents again with each submission, not from an earlier one', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, aCompleteForm(), await allFiles());
      await send(app, owner, reservationCalls(id, owner.id).refuse);
      const { termsAccepted: _t, imageTermsAccepted: _i, ...withoutConsent } = aCompleteForm();
      const again = await put(id, withoutConsent);
      expect(again.status).toBe(400);
      expect((again.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual(
        ['imageTermsAccepted', 'termsAccepted'],
      );
      expect((await put(id, aCompleteForm())).body).toMatchObject({ status: 2 });
    });

    it('keeps what a guest sent through their own link when the main guest saves the list again', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, { additionalGuests: [{ name: 'João Souza' }], submit: false });
      const [guest] = (await getForm(id)).body.data.form.additionalGuests as { key: string }[];
      const key = guest?.key ?? '';
      const own = guestHeaders(host, { additionalguestkey: key });
      await put(id, { cpf: '390.533.447-05', birthDate: '1992-01-01' }, {}, own);
      const again = await put(id, {
        additionalGuests: [{ key, name: 'João P. Souza', isChild: false }],
        submit: false,
      });
      expect(again.status).toBe(200);
      expect((await getForm(id)).body.data.form.additionalGuests).toEqual([
        expect.objectContaining({
          key,
          name: 'João P. Souza',
          birthDate: '1992-01-01',
          cpfFilled: true,
        }),
      ]);
      expect((await getForm(id)).body.data.additionalGuestIndex).toBeNull();
    });

    it('lets the host fill the form in for the guest, within the account only', async () => {
      const id = await aGuestReservation(app, host);
      const path = `/stays/guestForm-admin/${id}`;
      const asHost = await putGuestForm(
        app,
        path,
        { data: { name: 'Maria Silva', submit: false } },
        { authorization: `Bearer ${owner.token}` },
      );
      expect(asHost).toMatchObject({ status: 200, body: { status: 4 } });
      const stranger = await anOwner(app, 'Other host');
      const asStranger = await putGuestForm(
        app,
        path,
        { data: { name: 'X', submit: false } },
        { authorization: `Bearer ${stranger.token}` },
      );
      expect(asStranger.status).toBe(404);
      expect((await putGuestForm(app, path, { data: { name: 'X' } })).status).toBe(401);
    });

    it('records the terms and the image consent with version, IP and user agent', async () => {
      const id = await aGuestReservation(app, host);
      await put(
        id,
        { termsAccepted: true, imageTermsAccepted: true, submit: false },
        {},
        guestHeaders(host, { 'user-agent': 'GuestPhone/1.0' }),
      );
      const { rows } = await sql<{
        kind: string;
        terms_version: string;
        user_agent: string;
        ip: string;
      }>`
        select kind, terms_version, user_agent, ip from guest_consents where reservation_id = ${id}
        order by kind`.execute(app.database.db);
      expect(rows).toEqual([
        {
          kind: 'biometric',
          terms_version: '2026-11',
          user_agent: 'GuestPhone/1.0',
          ip: expect.any(String),
        },
        {
          kind: 'terms',
          terms_version: '2026-11',
          user_agent: 'GuestPhone/1.0',
          ip: expect.any(String),
        },
      ]);
      const { body } = await apiAs(app, owner)<Documents>(`/stays/reservations/${id}/documents`);
      expect(
        body.consents.map(({ guest, kind, termsVersion }) => [guest, kind, termsVersion]).sort(),
      ).toEqual([
        ['main', 'biometric', '2026-11'],
        ['main', 'terms', '2026-11'],
      ]);
    });

    it("tells the host's refusal motive while refused, and not once the guest sends again", async () => {
      const id = await aGuestReservation(app, host);
      await put(id, aCompleteForm(), await allFiles());
      expect((await send(app, owner, reservationCalls(id, owner.id).refuse)).status).toBe(200);
      const refused = await getForm(id);
      expect(refused.body.data.message).toEqual({
        kind: 'refused',
        refuseMotive: 'Documento ilegível',
      });
      // Corrected and sent again (the files stay stored): the motive is no longer the guest's.
      expect((await put(id, aCompleteForm({ phone: '+55 11 91234 5678' }))).status).toBe(200);
      const sent = await getForm(id);
      expect(sent.body.data.message).toEqual({ kind: 'inAnalysis', refuseMotive: null });
    });

    it('refuses changes once the host approved, before reading the files', async () => {
      const id = await aGuestReservation(app, host);
      await put(id, aCompleteForm(), await allFiles());
      const approve = reservationCalls(id, owner.id).approve;
      expect((await send(app, owner, approve)).status).toBe(200);
      const { status, body } = await put(
        id,
        { name: 'Someone else', submit: false },
        { doc_selfie: await aJpeg() },
      );
      expect(status).toBe(422);
      expect(body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED' });
    });
  });
});
