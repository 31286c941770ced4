import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import compression from 'compression';
import helmet from 'helmet';
import type { Config } from '@chegada/config';
import { GUEST_PAGE_PATHS } from '@chegada/contracts';
import { requestLogging } from '@chegada/logging';
import { errorBody, requestLocale } from '../common';
import { InFlightRequests, LOGGER } from '../infrastructure';
import { bodyTooLarge, documentJsonBodyLimits, useJsonBodyParsers } from './body-limits';
import { inlineScriptHashes } from './inline-scripts';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept-Language',
  'If-Match',
  'Idempotency-Key',
  'X-Request-Id',
  // Guest links carry these (product spec §7).
  'source',
  'friendlycode',
  'additionalguestkey',
];

/** Security headers, CORS, body limits and the OpenAPI document: the HTTP edge in one place. */
export const configureHttp = (app: NestExpressApplication, config: Config): void => {
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // The queue board (@bull-board) is a page of its own, outside the API.
  app.setGlobalPrefix('api', { exclude: ['admin/queues', 'admin/queues/{*path}'] });
  // First: every request is counted until answered (shutdown waits) and named (X-Request-Id).
  app.use(app.get(InFlightRequests).track);
  app.use(requestLogging(app.get(LOGGER)));
  // The web client's scripts and the API's JSON compress well, which is most of a phone's first
  // visit; images and PDFs are left alone (compression skips types that do not compress).
  app.use(compression());
  app.use('/api', keepOutOfCaches);
  app.use(onlyOverHttps(helmet.strictTransportSecurity()));
  app.use(
    helmet({
      // Sent over HTTPS only, above: over plain HTTP a browser ignores it.
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          // The guest page's inline early start (web/build/early-start.plugin.ts), by its hash;
          // WebAssembly (not JavaScript) compiled, for the liveness step's guidance (issue 29).
          'script-src': ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(config.WEB_DIST)],
          'connect-src': ["'self'"],
          // The guest pages' service worker, /guest-sw.js (issue 17).
          'worker-src': ["'self'"],
          // Upgrading would break a plain-HTTP deployment such as http://localhost:3000.
          'upgrade-insecure-requests': config.PUBLIC_URL.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  serveGuestPage(app, config);
  app.enableCors({
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['ETag', 'X-Request-Id', 'Idempotent-Replayed', 'Content-Disposition'],
    maxAge: 600,
  });
  // Each route's JSON limit (body-limits.ts); a form body (urlencoded) only ever gets BODY_LIMIT.
  useJsonBodyParsers(app, config.BODY_LIMIT);
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  // Body-parser errors (malformed JSON, too large) happen before Nest's filters see the request.
  app.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const body = errorBody(bodyTooLarge(error), requestLocale(request));
    response.status(body.statusCode).json(body);
  });
  if (config.API_DOCS_PUBLIC) serveApiDocs(app, config);
};

/** The OpenAPI document at /api/docs (JSON at /api/docs-json), with each route's body limit. */
const serveApiDocs = (app: NestExpressApplication, config: Config): void => {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Chegada API')
      .setDescription('Guest check-in for vacation-rental hosts')
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  documentJsonBodyLimits(document, config.BODY_LIMIT);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
};

/**
 * Answers of the API hold personal data (a session, a guest's form, a spreadsheet): no cache,
 * shared or the browser's own, keeps them. A route that serves something else says so with a
 * Cache-Control of its own, which replaces this one.
 */
const keepOutOfCaches = (_request: Request, response: Response, next: NextFunction): void => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};

type Middleware = (request: Request, response: Response, next: NextFunction) => void;

/** A middleware run for requests that came over HTTPS (req.secure, as TRUST_PROXY allows). */
const onlyOverHttps =
  (middleware: Middleware): Middleware =>
  (request, response, next) =>
    request.secure ? middleware(request, response, next) : next();

/**
 * The guest's pages (/p/formdata/… and what was sent, /p/form/details/…; issue 17) have their
 * own light page, web/dist/guest.html: without the site's router and menus, for a guest on 3G.
 * Every other page gets index.html.
 */
const serveGuestPage = (app: NestExpressApplication, config: Config): void => {
  const page = resolve(config.WEB_DIST, 'guest.html');
  if (!existsSync(page)) return;
  app.use([...GUEST_PAGE_PATHS], (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.sendFile(page, { maxAge: '1h' });
  });
  // Their service worker: asked again on every visit, so a deploy reaches phones at once; it
  // serves the guest pages under /p/ only (web/src/lib/offline/service-worker), narrower than
  // its own path.
  const worker = resolve(config.WEB_DIST, GUEST_WORKER);
  if (!existsSync(worker)) return;
  app.use(`/${GUEST_WORKER}`, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Service-Worker-Allowed', GUEST_WORKER_SCOPE);
    response.sendFile(worker, { cacheControl: false });
  });
};

const GUEST_WORKER = 'guest-sw.js';
const GUEST_WORKER_SCOPE = '/p/';

const trustProxy = (value: string): string | number | boolean => {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
};
