import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import type { Config } from '@chegada/config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Structured JSON logs, one line per request with its request id. A caller's
 * X-Request-Id is kept when it looks like one, so a request can be followed across services.
 */
export const loggerParams = (config: Pick<Config, 'LOG_LEVEL'>): Params => ({
  // Named wildcard: Express 5 no longer accepts a bare '*'.
  forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
  pinoHttp: {
    level: config.LOG_LEVEL,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    // Tokens, cookies and guests' uploads never reach the logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (request) => request.url === '/api/health' },
  },
});
