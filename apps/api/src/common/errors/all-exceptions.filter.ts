import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody, requestLocale, toAppError } from './error-body';

/** Every error leaves the API as `{ statusCode, code, message, errors? }`, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const appError = toAppError(error);
    const body = errorBody(appError, requestLocale(request));
    if (body.statusCode >= 500) this.logger.error(error);
    if (response.headersSent) return;
    // A 429 or 503 says when to come back (RFC 9110 §10.2.3), so clients wait instead of
    // hammering.
    const retryAfter = appError.values.retryAfterSeconds;
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    response.status(body.statusCode).json(body);
  }
}
