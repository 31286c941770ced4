import type { IncomingMessage } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppError, refuseCostlyJson } from '../common';

const KB = 1024;

/**
 * The routes whose JSON bodies may be larger than BODY_LIMIT (64 KB by default), each with its
 * own limit; every other route takes BODY_LIMIT. The web client's largest other bodies are a
 * few KB (a contact message of 5,000 characters, a message template in one language), and
 * uploads are multipart, limited per file and per field (apps/api/src/uploads).
 */
export const LARGER_JSON_BODIES = [
  // A property: 10,000 characters of house rules, 5,000 of access instructions, 50 contacts
  // and 100 nearby places with their addresses. About 120 KB at most in plain ASCII, 350 KB
  // if every character took 3 bytes of UTF-8.
  { route: 'POST /api/residences', limit: 512 * KB },
  { route: 'PUT /api/residences/{id}', limit: 512 * KB },
] as const;

type CompiledLimit = { method: string; path: RegExp; limit: number };

// Paths as the OpenAPI document writes them: {id} is one segment. Express matches paths
// case-insensitively and with or without a trailing slash; so does this.
const compiled: CompiledLimit[] = LARGER_JSON_BODIES.map(({ route, limit }) => {
  const [method = '', path = ''] = route.split(' ');
  const pattern = path.replace(/\{[^}]+\}/g, '[^/]+');
  return { method, path: new RegExp(`^${pattern}/?$`, 'i'), limit };
});

/** The largest JSON body the route takes: its own limit, or `fallback` (BODY_LIMIT) if larger. */
export const jsonBodyLimitOf = (method: string, path: string, fallback: number): number => {
  const own = compiled.find((entry) => entry.method === method && entry.path.test(path));
  return Math.max(own?.limit ?? 0, fallback);
};

const isJson = (request: IncomingMessage): boolean =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ===
  'application/json';

/**
 * One JSON parser per limit, each taking the requests of the routes with that limit: a body
 * over its route's limit is refused (413) before it is read whole, let alone parsed.
 */
export const useJsonBodyParsers = (app: NestExpressApplication, fallback: number): void => {
  const limitOf = (request: IncomingMessage) =>
    jsonBodyLimitOf(request.method ?? '', (request.url ?? '').split('?')[0] ?? '', fallback);
  for (const limit of new Set([fallback, ...compiled.map((entry) => entry.limit)]))
    app.useBodyParser('json', {
      limit,
      verify: refuseCostlyJson,
      type: (request: IncomingMessage) => isJson(request) && limitOf(request) === limit,
    });
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type ParserError = { type?: unknown; limit?: unknown };

/**
 * body-parser's "request entity too large" as the API's 413, naming the route's limit; any
 * other error is left as it is.
 */
export const bodyTooLarge = (error: unknown): unknown => {
  const { type, limit } = (error ?? {}) as ParserError;
  if (type !== 'entity.too.large' || typeof limit !== 'number') return error;
  const kilobytes = Math.floor(limit / KB);
  return new AppError('PAYLOAD_TOO_LARGE', [
    { field: 'body', key: 'upload.bodyTooLarge', values: { kilobytes } },
  ]);
};

/**
 * Writes each route's JSON body limit into the OpenAPI document: `x-json-body-limit` (bytes),
 * the request body's description and the 413 answer.
 */
export const documentJsonBodyLimits = (document: OpenAPIObject, fallback: number): void => {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      const body = operation?.requestBody as { content?: object; description?: string } | undefined;
      if (!operation || !body?.content || !('application/json' in body.content)) continue;
      const limit = jsonBodyLimitOf(method.toUpperCase(), path, fallback);
      const kilobytes = `${Math.floor(limit / KB)} KB`;
      Object.assign(operation as object, { 'x-json-body-limit': limit });
      body.description = [body.description, `JSON of at most ${kilobytes}.`]
        .filter(Boolean)
        .join(' ');
      operation.responses['413'] ??= { description: `PAYLOAD_TOO_LARGE: a body over ${kilobytes}` };
    }
  }
};
