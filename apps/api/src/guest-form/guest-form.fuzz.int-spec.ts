import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { anOwner, sleep, type Member, type TestApp } from '@chegada/testing';
import { startReadModelApp, type ReadModelApp } from '../reservations/__fixtures__';
import {
  aCompleteForm,
  aGuestReservation,
  aHostWithProperty,
  aJpeg,
  documentFiles,
  aPdf,
  guestHeaders,
  putGuestForm,
  type Host,
} from './__fixtures__/guest-form-fixtures';
import {
  dataContent,
  fileContent,
  frame,
  multipartRequest,
  sendAndAbort,
  sendRaw,
  type RawAnswer,
  type RawRequest,
} from './__fixtures__/malformed-multipart';

// FUZZ_SCALE=10 for a longer hunt; FUZZ_SEED (printed with a failure) replays one.
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const FILES_DIR = mkdtempSync(join(tmpdir(), 'chegada-fuzz-files-'));

const dataOf = (form: Record<string, unknown>): Buffer => Buffer.from(JSON.stringify(form));

const storedFiles = (reservationId: string): string[] => {
  try {
    return readdirSync(join(FILES_DIR, 'reservations', reservationId)).sort();
  } catch {
    return [];
  }
};

/**
 * The files once the server is done with a request it can no longer answer: the same listing
 * twice, 300 ms apart (its temporary `.partial` files included).
 */
const settledFiles = async (reservationId: string): Promise<string[]> => {
  for (let previous = storedFiles(reservationId); ;) {
    await sleep(300);
    const now = storedFiles(reservationId);
    if (now.join('/') === previous.join('/')) return now;
    previous = now;
  }
};

/** What every answer must be: below 500, and for a refusal the API's one error shape. */
const expectSaneAnswer = ({ status, text }: RawAnswer): void => {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (status >= 400) {
    expect(body).toEqual(
      expect.objectContaining({
        statusCode: status,
        code: expect.any(String) as unknown,
        message: expect.any(String) as unknown,
      }),
    );
  }
};

// Header values a client can send: visible ASCII, possibly empty.
const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,80}$/);
const pathSegment = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
  .map((text) => encodeURIComponent(text));

describe('guest form endpoints under random and malformed input', () => {
  let read: ReadModelApp;
  let app: TestApp;
  let owner: Member;
  let host: Host;
  let reservations: string[];
  let file: fc.Arbitrary<Buffer>;
  let hits = 0;

  // Every request from its own address, so the per-IP limits of public routes stay out of the way.
  const clientAddress = () => {
    hits += 1;
    return `10.${(hits >> 16) & 255}.${(hits >> 8) & 255}.${hits & 255}`;
  };
  const url = (path: string) => `${app.baseUrl}/api${path}`;
  const fuzz = <T>(runs: number, arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arbitrary, run), {
      numRuns: Math.max(1, Math.round(runs * SCALE)),
      ...(SEED === undefined ? {} : { seed: SEED }),
      // A found failure is reported with its seed and path; shrinking a network case is slow.
      endOnFailure: true,
    });

  beforeAll(async () => {
    read = await startReadModelApp(new Date(), {
      FILE_STORAGE_DIR: FILES_DIR,
      UPLOAD_MAX_FILE_BYTES: '300000',
      TRUST_PROXY: 'loopback',
    });
    app = read.app;
    owner = await anOwner(app, 'Host');
    host = await aHostWithProperty(app, owner);
    reservations = await Promise.all([1, 2, 3].map(() => aGuestReservation(app, host)));
    file = fileContent((await aJpeg()).bytes, aPdf().bytes);
  });
  afterAll(() => read.close());

  /** Sends the request to a reservation and checks the answer and what it left on disk. */
  const putAndCheck = async (path: string, reservationId: string, request: RawRequest) => {
    const before = storedFiles(reservationId);
    const answer = await sendRaw(url(path), 'PUT', request);
    expectSaneAnswer(answer);
    if (answer.status >= 400) expect(storedFiles(reservationId)).toEqual(before);
  };

  it('answers every body on the guest link below 500, storing nothing when it refuses', async () => {
    const target = fc.record({
      index: fc.nat({ max: 2 }),
      id: fc.option(fc.oneof(fc.uuid(), pathSegment), { nil: undefined, freq: 8 }),
      guestKey: fc.option(headerValue, { nil: undefined, freq: 6 }),
      request: multipartRequest(file),
    });
    await fuzz(300, target, async ({ index, id, guestKey, request }) => {
      const reservationId = reservations[index]!;
      const headers = {
        ...guestHeaders(host),
        'x-forwarded-for': clientAddress(),
        ...(guestKey === undefined ? {} : { additionalguestkey: guestKey }),
        ...request.headers,
      };
      await putAndCheck(`/stays/guestForm/${id ?? reservationId}`, reservationId, {
        ...request,
        headers,
      });
    });
  });

  it("answers every body on the host's form route below 500, storing nothing when it refuses", async () => {
    const target = fc.record({ index: fc.nat({ max: 2 }), request: multipartRequest(file) });
    await fuzz(200, target, async ({ index, request }) => {
      const reservationId = reservations[index]!;
      const headers = { authorization: `Bearer ${owner.token}`, ...request.headers };
      await putAndCheck(`/stays/guestForm-admin/${reservationId}`, reservationId, {
        ...request,
        headers,
      });
    });
  });

  it('answers a form sent as JSON or urlencoded instead of multipart with a 4xx', async () => {
    const target = fc.record({
      type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
      body: dataContent,
    });
    await fuzz(100, target, async ({ type, body }) => {
      const [reservationId] = reservations as [string];
      const headers = {
        ...guestHeaders(host),
        'x-forwarded-for': clientAddress(),
        'content-type': type,
      };
      const before = storedFiles(reservationId);
      const answer = await sendRaw(url(`/stays/guestForm/${reservationId}`), 'PUT', {
        headers,
        body,
      });
      expectSaneAnswer(answer);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(storedFiles(reservationId)).toEqual(before);
    });
  });

  it('answers the guest link page below 500 whatever the id and headers', async () => {
    const target = fc.record({
      id: fc.oneof(fc.constantFrom(...reservations), fc.uuid(), pathSegment),
      source: fc.option(fc.oneof(fc.constant('airbnb'), headerValue), { nil: undefined }),
      friendlyCode: fc.option(fc.oneof(fc.constant(host.friendlyCode), headerValue), {
        nil: undefined,
      }),
      language: fc.option(headerValue, { nil: undefined }),
    });
    await fuzz(40, target, async ({ id, source, friendlyCode, language }) => {
      const headers: Record<string, string> = {
        ...(source === undefined ? {} : { source }),
        ...(friendlyCode === undefined ? {} : { friendlycode: friendlyCode }),
        ...(language === undefined ? {} : { 'accept-language': language }),
      };
      expectSaneAnswer(
        await sendRaw(url(`/stays/guestForm/${id}`), 'GET', { headers, body: Buffer.alloc(0) }),
      );
    });
  });

  it("answers any booking through the property's unique link below 500", async () => {
    const booking = fc.record(
      {
        guestName: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue()),
        guestEmail: fc.oneof(fc.emailAddress(), fc.jsonValue()),
        guestPhone: fc.oneof(fc.constant('+55 11 98765-4321'), fc.jsonValue()),
        checkInDate: fc.oneof(fc.constant('2027-05-01'), fc.string({ maxLength: 20 })),
        checkOutDate: fc.oneof(fc.constant('2027-05-04'), fc.jsonValue()),
        maxGuests: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
        language: fc.oneof(fc.constantFrom('pt-BR', 'en-US', 'es'), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const target = fc.record({
      friendlyCode: fc.oneof(fc.constant(host.friendlyCode), pathSegment),
      residenceId: fc.oneof(fc.constant(host.residenceId), fc.uuid(), pathSegment),
      source: fc.oneof(fc.constantFrom('airbnb', 'booking'), pathSegment),
      request: fc.oneof(
        booking.map((body): RawRequest => ({
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify(body)),
        })),
        dataContent.map((body): RawRequest => ({
          headers: { 'content-type': 'application/json' },
          body,
        })),
        dataContent.map((body): RawRequest => ({
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        })),
        multipartRequest(file),
      ),
    });
    await fuzz(150, target, async ({ friendlyCode, residenceId, source, request }) => {
      const path = `/stays/generic/guestForm/${friendlyCode}/${residenceId}/${source}`;
      const headers = { 'x-forwarded-for': clientAddress(), ...request.headers };
      expectSaneAnswer(await sendRaw(url(path), 'POST', { ...request, headers }));
    });
  });

  it('keeps nothing of an upload cut off halfway', async () => {
    const photo = await sharp(randomBytes(400 * 300 * 3), {
      raw: { width: 400, height: 300, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const upload = fc.record({
      index: fc.nat({ max: 2 }),
      fields: fc.subarray(['doc_front', 'doc_back', 'doc_selfie'], { minLength: 1 }),
      cut: fc.double({ min: 0.05, max: 0.99, noNaN: true }),
    });
    await fuzz(20, upload, async ({ index, fields, cut }) => {
      const reservationId = reservations[index]!;
      const before = storedFiles(reservationId);
      const parts = [
        { name: 'data', filename: undefined, contentType: undefined, content: dataOf({}) },
        ...fields.map((name) => ({
          name,
          filename: `${name}.jpg`,
          contentType: 'image/jpeg',
          content: photo,
        })),
      ];
      const body = frame('cut-off', parts, { kind: 'intact' });
      await sendAndAbort(
        url(`/stays/guestForm/${reservationId}`),
        'PUT',
        {
          headers: {
            ...guestHeaders(host),
            'x-forwarded-for': clientAddress(),
            'content-type': 'multipart/form-data; boundary=cut-off',
          },
          body,
        },
        Math.floor(body.length * cut),
      );
      expect(await settledFiles(reservationId)).toEqual(before);
    });
  });

  it('still takes a complete form with its files after all of that', async () => {
    const id = await aGuestReservation(app, host);
    const files = await documentFiles({ deposit_proof: aPdf() });
    const headers = { ...guestHeaders(host), 'x-forwarded-for': clientAddress() };
    const answer = await putGuestForm(
      app,
      `/stays/guestForm/${id}`,
      { data: aCompleteForm(), files },
      headers,
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 2 } });
    expect(storedFiles(id)).toHaveLength(4);
  });
});
