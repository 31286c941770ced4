import { locales, translate } from '@chegada/contracts';
import {
  aDocumentedApi,
  expectedRefusal,
  fieldName,
  isCatalogueMessage,
  rawRequest,
  routeName,
  seenAnswer,
  sendField,
  type Field,
  type Route,
} from './__fixtures__/openapi-routes';

// Issue 25: no array and no body may hold the API for longer than refusing it takes. Every array
// the OpenAPI document lists is tried, and every route's body limit, not only where it was seen.

const KB = 1024;

describe('request limits of every documented route', () => {
  const api = aDocumentedApi();
  let arrays: Field[];

  beforeAll(() => {
    arrays = api.fields.filter((field) => field.schema.type === 'array');
  });

  const limitOf = (route: Route) =>
    route.operation['x-json-body-limit'] ?? api.app.config.BODY_LIMIT;

  /** JSON text of exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => `{"pad":"${'x'.repeat(bytes - '{"pad":""}'.length)}"}`;
  const json = { 'content-type': 'application/json', 'accept-language': 'en-US' };

  it('documents a maxItems for every array of a body or query', () => {
    expect(arrays.map(fieldName)).toEqual(
      expect.arrayContaining([
        'PUT /api/config/{id} body guestLanguages',
        'POST /api/residences body supportedLanguages',
        'PUT /api/residences/{id} body contacts',
        'POST /api/residences body nearbyPlaces',
        'POST /api/admin/price-tables body tiers',
        'GET /api/stays/reservations query status[]',
        'GET /api/stays/reservations/export query status',
      ]),
    );
    const unbounded = arrays.filter((field) => typeof field.schema.maxItems !== 'number');
    expect(unbounded.map(fieldName)).toEqual([]);
    const maxItems = (path: string) =>
      arrays.find((field) => fieldName(field) === path)?.schema.maxItems;
    expect(maxItems('PUT /api/config/{id} body guestLanguages')).toBe(3);
    expect(maxItems('POST /api/residences body supportedLanguages')).toBe(3);
    expect(maxItems('GET /api/stays/reservations query status[]')).toBe(8);
  });

  it('refuses maxItems + 1 items of every array with 400 naming it, reading none of the items', async () => {
    for (const [index, field] of arrays.entries()) {
      const locale = locales[index % locales.length]!;
      const count = field.schema.maxItems! + 1;
      // Items no schema takes: had any been validated, its error would name it.
      const items = Array.from({ length: count }, () => (field.in === 'body' ? 'null' : 'x'));
      const answer = await sendField(api, field, items, locale);
      const seen = { field: fieldName(field), status: answer.status, code: answer.code };
      expect(seen).toEqual({ ...seen, status: 400, code: 'VALIDATION_FAILED' });
      // The size limit did not answer for the length check.
      expect(answer.bytes).toBeLessThan(limitOf(field.route));
      expect({ ...seen, messages: answer.messages.length }).toEqual({ ...seen, messages: 1 });
      expect([locale, answer.messages[0], isCatalogueMessage(locale, answer.messages[0]!)]).toEqual(
        [locale, answer.messages[0], true],
      );
      const itemErrors = answer.fields.filter((other) => other.startsWith(`${field.path}[`));
      expect({ ...seen, itemErrors }).toEqual({ ...seen, itemErrors: [] });
    }
  });

  it('refuses an array of 1,001 items anywhere in a body before parsing it, on every route', async () => {
    const long = JSON.stringify({ pad: { list: Array.from({ length: 1001 }, () => 0) } });
    for (const route of api.routes) {
      const answer = await rawRequest(api.app, route, long, json);
      expect(seenAnswer(route, answer)).toEqual(
        expectedRefusal(route, 400, {
          code: 'VALIDATION_FAILED',
          message: 'At most 1000 items',
          errors: [{ field: 'body', message: 'At most 1000 items' }],
        }),
      );
    }
  });

  it('words the bound of a list in each language', async () => {
    const tiers = arrays.find(
      (field) => fieldName(field) === 'POST /api/admin/price-tables body tiers',
    );
    const guestLanguages = arrays.find(
      (field) => fieldName(field) === 'PUT /api/config/{id} body guestLanguages',
    );
    const items = (count: number) => Array.from({ length: count }, () => '1');
    for (const locale of locales) {
      expect((await sendField(api, tiers!, items(51), locale)).messages).toEqual([
        translate(locale, 'priceTables.tooManyTiers', { max: 50 }),
      ]);
      expect((await sendField(api, guestLanguages!, items(4), locale)).messages).toEqual([
        translate(locale, 'validation.maxItems', { max: 3 }),
      ]);
    }
  });

  it('documents each JSON body limit: 512 KB for a property, 64 KB for every other body', () => {
    const limits = Object.fromEntries(
      api.routes
        .filter((route) => route.operation.requestBody?.content['application/json'])
        .map((route) => [routeName(route), route.operation['x-json-body-limit']]),
    );
    expect(limits).toMatchObject({
      'POST /api/residences': 512 * KB,
      'PUT /api/residences/{id}': 512 * KB,
      'PUT /api/config/{id}': 64 * KB,
      'POST /api/admin/price-tables': 64 * KB,
    });
    const others = Object.entries(limits).filter(([route]) => !route.includes('/api/residences'));
    expect(others.filter(([, limit]) => limit !== 64 * KB)).toEqual([]);
  });

  it("answers 413 PAYLOAD_TOO_LARGE to a JSON body a byte over its route's limit, on every route", async () => {
    for (const route of api.routes) {
      const limit = limitOf(route);
      const answer = await rawRequest(api.app, route, bodyOf(limit + 1), json);
      const kilobytes = Math.floor(limit / KB);
      expect(seenAnswer(route, answer)).toEqual(
        expectedRefusal(route, 413, {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'The request is larger than allowed',
          errors: [
            { field: 'body', message: translate('en-US', 'upload.bodyTooLarge', { kilobytes }) },
          ],
        }),
      );
    }
  });

  it('reads a JSON body of exactly its limit, on every route that documents one', async () => {
    for (const route of api.routes.filter((each) => each.operation['x-json-body-limit'])) {
      // Without a token: the guard or the schema answers, never the size.
      const answer = await rawRequest(api.app, route, bodyOf(limitOf(route)), json);
      expect({ route: routeName(route), status: answer.status }).not.toEqual({
        route: routeName(route),
        status: 413,
      });
    }
  });
});
