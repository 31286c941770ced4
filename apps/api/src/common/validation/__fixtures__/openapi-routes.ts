import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { catalogues, type Locale } from '@chegada/contracts';
import {
  anOwner,
  apiAs,
  startAccountsApp,
  theAdmin,
  type Member,
  type TestApp,
} from '@chegada/testing';

export type OpenApiSchema = {
  type?: string;
  format?: string;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  maxItems?: number;
};
type Parameter = { name: string; in: string; schema?: OpenApiSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  /** Bytes of JSON the route takes (apps/api/src/bootstrap/body-limits.ts). */
  'x-json-body-limit'?: number;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** One operation of the OpenAPI document, its path parameters filled with fresh UUIDs. */
export type Route = { method: string; path: string; url: string; operation: Operation };

/**
 * A field of a query or JSON body, named as Yup names paths (`tiers[0].min`); an array is a
 * field too (`tiers`), and so is each of its items' fields.
 */
export type Field = { route: Route; in: 'query' | 'body'; path: string; schema: OpenApiSchema };

/** `METHOD /path`, as the OpenAPI document names the route. */
export const routeName = (route: Route): string => `${route.method} ${route.path}`;

/** `METHOD /path query|body field`, as a failing assertion names the field. */
export const fieldName = (field: Field): string =>
  `${routeName(field.route)} ${field.in} ${field.path}`;

export const documentedRoutes = async (app: TestApp): Promise<Route[]> => {
  const { body } = await apiAs(app)<Document>('/docs-json');
  return Object.entries(body.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
      operation,
    })),
  );
};

const bodyFields = (schema: OpenApiSchema, prefix: string): [string, OpenApiSchema][] => {
  if (schema.type === 'array' && schema.items)
    return [[prefix, schema], ...bodyFields(schema.items, `${prefix}[0]`)];
  if (schema.type !== 'object' || !schema.properties) return [[prefix, schema]];
  return Object.entries(schema.properties).flatMap(([name, child]) =>
    bodyFields(child, prefix ? `${prefix}.${name}` : name),
  );
};

/** Every query parameter and JSON body field the document lists, at any depth. */
export const documentedFields = (routes: readonly Route[]): Field[] =>
  routes.flatMap((route) => [
    ...(route.operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query' && parameter.schema)
      .map((parameter): Field => ({
        route,
        in: 'query',
        path: parameter.name,
        schema: parameter.schema!,
      })),
    ...bodyFields(route.operation.requestBody?.content['application/json']?.schema ?? {}, '')
      .filter(([path]) => path !== '')
      .map(([path, schema]): Field => ({ route, in: 'body', path, schema })),
  ]);

/** The API and what its OpenAPI document lists, with an owner and the admin to call it as. */
export type DocumentedApi = { app: TestApp; members: Member[]; routes: Route[]; fields: Field[] };

/** The API started once for the file, and its documented routes and fields read. */
export const aDocumentedApi = (): DocumentedApi => {
  const api = {} as DocumentedApi;
  beforeAll(async () => {
    api.app = await startAccountsApp();
    api.members = [await anOwner(api.app), await theAdmin(api.app)];
    api.routes = await documentedRoutes(api.app);
    api.fields = documentedFields(api.routes);
  });
  afterAll(() => api.app.close());
  return api;
};

const RAW = '"__raw_json_value__"';

/** JSON text of a body holding `raw` (JSON text, e.g. 1e400) at a Yup-style path. */
export const bodyText = (path: string, raw: string): string => {
  const keys = path.split(/\.|(?=\[)/);
  const build = (index: number): unknown => {
    const key = keys[index];
    if (key === undefined) return '__raw_json_value__';
    return key.startsWith('[') ? [build(index + 1)] : { [key]: build(index + 1) };
  };
  return JSON.stringify(build(0)).replace(RAW, raw);
};

export type FieldAnswer = {
  status: number;
  code?: string;
  /** The messages given for this field. */
  messages: string[];
  /** Every field the answer names, this one or others. */
  fields: string[];
  /** Bytes of the body sent (0 for a query). */
  bytes: number;
};

/**
 * What to send as the field's value: JSON text for a body field, text for a query parameter;
 * a list is the values of an array: a JSON array of them, or the parameter repeated.
 */
export type RawValue = string | readonly string[];

const queryOf = (name: string, raw: RawValue): string => {
  const query = new URLSearchParams();
  for (const value of typeof raw === 'string' ? [raw] : raw) query.append(name, value);
  return query.toString();
};

/**
 * Sends `raw` as the field's value: a query parameter as text, a body field as JSON text. Calls
 * as the first member the route does not refuse with 403 (an owner, then the admin).
 */
export const sendField = async (
  { app, members }: DocumentedApi,
  field: Field,
  raw: RawValue,
  locale: Locale,
): Promise<FieldAnswer> => {
  const headers = { 'accept-language': locale };
  const { route } = field;
  const body =
    field.in === 'body'
      ? bodyText(field.path, typeof raw === 'string' ? raw : `[${raw.join(',')}]`)
      : undefined;
  for (const member of members) {
    const response =
      body === undefined
        ? await apiAs(app, member)<ErrorAnswer>(
            `${route.url.replace(/^\/api/, '')}?${queryOf(field.path, raw)}`,
            { method: route.method, headers },
          )
        : await apiAs(app, member)<ErrorAnswer>(route.url.replace(/^\/api/, ''), {
            method: route.method,
            body,
            headers,
          });
    if (response.status === 403 && member !== members.at(-1)) continue;
    const errors = response.body?.errors ?? [];
    return {
      status: response.status,
      code: response.body?.code,
      messages: errors.filter((error) => error.field === field.path).map((error) => error.message),
      fields: errors.map((error) => error.field),
      bytes: body === undefined ? 0 : Buffer.byteLength(body),
    };
  }
  throw new Error('no member to call with');
};

type ErrorAnswer = { code?: string; errors?: { field: string; message: string }[] } | undefined;

// ICU arguments ({max}, {n, plural, one {…} other {…}}) stand for any text.
const ARGUMENT = /\{(?:[^{}]|\{[^{}]*\})*\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Whether a message is one of the locale's catalogue entries, arguments filled in. */
export const isCatalogueMessage = (locale: Locale, message: string): boolean =>
  Object.values(catalogues[locale]).some((entry) =>
    new RegExp(`^${entry.split(ARGUMENT).map(escape).join('.+')}$`, 's').test(message),
  );

type RawAnswer = { status: number; body: string };

/** A raw HTTP request, so any method may carry a body (fetch refuses one on GET). */
export const rawRequest = (
  app: TestApp,
  route: Route,
  body: string,
  headers: Record<string, string>,
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(`${app.baseUrl}${route.url}`, {
      method: route.method,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });

/** A raw answer as a test compares it: named by its route, a body parsed as JSON. */
export const seenAnswer = (route: Route, answer: RawAnswer) => ({
  route: routeName(route),
  status: answer.status,
  body: answer.body ? (JSON.parse(answer.body) as unknown) : answer.body,
});

/**
 * The refusal a route owes, as `seenAnswer` shows it. A HEAD answer has no body, by HTTP: the
 * status says it.
 */
export const expectedRefusal = (route: Route, status: number, body: Record<string, unknown>) => ({
  route: routeName(route),
  status,
  body: route.method === 'HEAD' ? '' : { statusCode: status, ...body },
});
