import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import pino, { type Level, type Logger } from 'pino';
import type { Config } from '@chegada/config';
import { readableDestination } from './readable-lines';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Requests not worth a line each: the load balancer's health checks. */
const QUIET_PATHS = new Set(['/api/health']);

type Output = { write(text: string): void };

/**
 * The process's logger on stdout (or `output`), at the configured level: JSON lines in
 * production and tests, which machines read; readable lines in development, which a person
 * reads.
 */
export const createLogger = (
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  output?: Output,
): Logger => {
  const options = { level: config.LOG_LEVEL };
  if (config.NODE_ENV === 'development') {
    return pino(
      options,
      readableDestination((text) => (output ?? process.stdout).write(text)),
    );
  }
  return output ? pino(options, output) : pino(options);
};

type Params = unknown[];

/**
 * Nest's logger, written through pino: `logger.log('text', 'Context')` and, as pino takes
 * them, `logger.warn({ fields }, 'text')`. Nest's own exception handlers call
 * `error(message, stack, context)`; that stack is kept as the error's.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  verbose = (message: unknown, ...params: Params): void => this.write('trace', message, params);
  debug = (message: unknown, ...params: Params): void => this.write('debug', message, params);
  log = (message: unknown, ...params: Params): void => this.write('info', message, params);
  warn = (message: unknown, ...params: Params): void => this.write('warn', message, params);
  error = (message: unknown, ...params: Params): void => this.write('error', message, params);
  fatal = (message: unknown, ...params: Params): void => this.write('fatal', message, params);

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    // Nest appends the logger's context as the last parameter.
    const fields: Record<string, unknown> = {};
    const rest = params.length > 0 ? params.slice(0, -1) : params;
    if (params.length > 0) fields.context = params.at(-1);
    if (message instanceof Error) {
      this.logger[level]({ ...fields, err: message }, ...(rest as [string?]));
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ ...fields, ...message }, ...(rest as [string?]));
    } else if (level === 'error' && rest.length === 1 && typeof rest[0] === 'string') {
      const err = new Error(String(message));
      err.stack = rest[0];
      this.logger.error({ ...fields, err });
    } else {
      this.logger[level](fields, String(message), ...rest);
    }
  }
}

type LoggedRequest = IncomingMessage & { id?: string; originalUrl?: string };

const levelOf = (statusCode: number): Level =>
  statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/**
 * Names every request (the caller's X-Request-Id when it looks like one, else a new UUID;
 * echoed in the answer and stored by commands as their correlation id) and logs one line per
 * request when it ends: method, URL and status only, never headers, so tokens and cookies
 * stay out of the logs. No per-request child logger and no async context: a request costs a
 * header and a listener, and nothing more when its line's level is off.
 */
export const requestLogging = (logger: Logger) => {
  return (request: LoggedRequest, response: ServerResponse, next: () => void): void => {
    const given = request.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    request.id = id;
    response.setHeader('X-Request-Id', id);
    const url = request.originalUrl ?? request.url ?? '';
    if (QUIET_PATHS.has(url)) return next();
    const started = performance.now();
    response.once('close', () => {
      const finished = response.writableFinished;
      const level = finished ? levelOf(response.statusCode) : 'warn';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: request.method, url },
          res: { statusCode: response.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        finished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
};
