import { locales, translate, type Locale } from '@chegada/contracts';
import {
  aDocumentedApi,
  expectedRefusal,
  fieldName,
  isCatalogueMessage,
  rawRequest,
  seenAnswer,
  sendField,
  type Field,
} from './__fixtures__/openapi-routes';

// Numbers, dates, times and nesting are classes of bug: each is tried on every query parameter
// and body field of its kind that the OpenAPI document lists, not only where it was seen.

const NOT_SAFE_INTEGERS = ['1e308', '-1e308', '1e400', '9007199254740993', '1.5'];
const NOT_DATES = ['2027-02-30', '2027-02-29', '2027-13-01', '2027-00-10', '2027-1-01'];
const NOT_DATE_TIMES = [
  ...NOT_DATES,
  '2027-02-30T14:00:00-03:00',
  '2027-03-01T24:00',
  '2027-03-01T12:60',
  '2027-03-01T12:00:00+25:00',
];
const NOT_TIMES = ['24:00', '12:60', '7:30', '23:59:59'];
const VALID: Record<string, string> = {
  date: '2028-02-29',
  'date-time': '2028-02-29T14:00:00-03:00',
  time: '23:59',
};

describe('every documented route', () => {
  const api = aDocumentedApi();

  const ofKind = (kind: (field: Field) => boolean) => () => api.fields.filter(kind);
  const integers = ofKind((field) => field.schema.type === 'integer');
  const withFormat = (format: string) => ofKind((field) => field.schema.format === format);
  // A query parameter is sent as the text itself, a body field as a JSON string.
  const asSent = (field: Field, text: string) =>
    field.in === 'query' ? text : JSON.stringify(text);

  /** 400 VALIDATION_FAILED naming the field, with a catalogue message in the caller's language. */
  const expectRefused = async (field: Field, raw: string, locale: Locale = 'en-US') => {
    const answer = await sendField(api, field, raw, locale);
    const seen = { field: fieldName(field), raw, status: answer.status, code: answer.code };
    expect(seen).toEqual({ ...seen, status: 400, code: 'VALIDATION_FAILED' });
    expect({ ...seen, messages: answer.messages.length }).not.toMatchObject({ messages: 0 });
    for (const message of answer.messages)
      expect([locale, message, isCatalogueMessage(locale, message)]).toEqual([
        locale,
        message,
        true,
      ]);
  };

  it('lists the fields each class is tried on', () => {
    const listed = (kind: () => Field[]) => kind().map(fieldName);
    expect(listed(integers)).toEqual(
      expect.arrayContaining([
        'GET /api/stays/reservations query page',
        'GET /api/residences query perPage',
        'GET /api/admin/outbox query page',
        'POST /api/admin/price-tables body tiers[0].min',
        'POST /api/stays/guest-status/{id} body status',
      ]),
    );
    expect(listed(withFormat('date-time'))).toEqual(
      expect.arrayContaining([
        'POST /api/stays/reservations body CheckIn',
        'PUT /api/stays/extendCheckoutForm body checkout',
      ]),
    );
    expect(listed(withFormat('date'))).toEqual(
      expect.arrayContaining([
        'POST /api/stays/generic/guestForm/{friendlyCode}/{residenceId}/{source} body checkInDate',
        'GET /api/stays/reservations query checkInFrom',
        'GET /api/stays/reservations query checkInTo',
        'GET /api/stays/reservations/export query checkInFrom',
        'GET /api/stays/reservations/export query checkInTo',
      ]),
    );
    expect(listed(withFormat('time'))).toContain('POST /api/residences body checkInTime');
  });

  it.each([
    ['pt-BR', 'Número fora do intervalo permitido'],
    ['en-US', 'Number out of the allowed range'],
    ['es-ES', 'Número fuera del rango permitido'],
  ] as const)('words page=1e308 of the reservation list in %s', async (locale, message) => {
    const page = api.fields.find(
      (field) => fieldName(field) === 'GET /api/stays/reservations query page',
    );
    const answer = await sendField(api, page!, '1e308', locale);
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', messages: [message] });
  });

  it('refuses CheckIn 2027-02-30 of a new reservation, which it used to store as 2 March', async () => {
    const checkIn = api.fields.find(
      (field) => fieldName(field) === 'POST /api/stays/reservations body CheckIn',
    );
    const answer = await sendField(api, checkIn!, '"2027-02-30"', 'en-US');
    expect(answer).toMatchObject({
      status: 400,
      messages: [translate('en-US', 'reservations.invalidDate')],
    });
  });

  it('refuses an integer that is not a safe integer, in each language, on every integer field', async () => {
    for (const field of integers()) {
      for (const [index, raw] of NOT_SAFE_INTEGERS.entries())
        await expectRefused(field, raw, locales[index % locales.length]);
      // The largest safe integer is refused by a range or taken, never a 500.
      const largest = await sendField(api, field, String(Number.MAX_SAFE_INTEGER), 'en-US');
      expect({ field: fieldName(field), status: largest.status }).not.toEqual({
        field: fieldName(field),
        status: 500,
      });
    }
  });

  it.each([
    ['date', NOT_DATES],
    ['date-time', NOT_DATE_TIMES],
    ['time', NOT_TIMES],
  ])(
    'refuses a %s the calendar or the clock does not have, on every such field',
    async (format, bad) => {
      for (const field of withFormat(format)()) {
        for (const [index, raw] of bad.entries())
          await expectRefused(field, asSent(field, raw), locales[index % locales.length]);
        const valid = await sendField(api, field, asSent(field, VALID[format]!), 'en-US');
        expect({ field: fieldName(field), messages: valid.messages }).toEqual({
          field: fieldName(field),
          messages: [],
        });
      }
    },
  );

  it('answers 400 JSON_TOO_DEEP to a body nested 20,000 deep, on every route', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const headers = { 'content-type': 'application/json', 'accept-language': 'en-US' };
    for (const route of api.routes) {
      const answer = await rawRequest(api.app, route, deep, {
        ...headers,
        authorization: `Bearer ${api.members[0]!.token}`,
      });
      expect(seenAnswer(route, answer)).toEqual(
        expectedRefusal(route, 400, {
          code: 'JSON_TOO_DEEP',
          message: 'The request body is nested more than 32 levels deep',
        }),
      );
    }
  });

  it('still takes JSON nested as deep as the deepest form', async () => {
    const route = api.routes.find(
      (candidate) => candidate.method === 'POST' && candidate.path === '/api/residences',
    )!;
    const nested = `{"name":${'['.repeat(31)}${']'.repeat(31)}}`;
    const answer = await rawRequest(api.app, route, nested, {
      'content-type': 'application/json',
      authorization: `Bearer ${api.members[0]!.token}`,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
