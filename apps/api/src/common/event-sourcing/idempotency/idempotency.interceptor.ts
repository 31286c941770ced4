import { createHash } from 'node:crypto';
import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { from, lastValueFrom, mergeMap, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../../../auth/authenticated-user';
import { AppError } from '../../errors';
import { IdempotencyRepository, type StoredAnswer } from './idempotency.repository';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** Same method, path and body: the "same request" a repeated key must carry. */
const fingerprintOf = (request: AuthenticatedRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const keyOf = (request: AuthenticatedRequest): string | undefined => {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'Idempotency-Key', key: 'validation.invalidFormat' },
    ]);
  }
  return value;
};

const replay = (response: Response, answer: StoredAnswer): unknown => {
  response.status(answer.statusCode);
  if (answer.etag) response.setHeader('ETag', answer.etag);
  response.setHeader('Idempotent-Replayed', 'true');
  return answer.body;
};

/**
 * `Idempotency-Key`: the first successful answer to a key is stored and returned again for a
 * repeat of the same request, which then runs nothing. A failed request frees its key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly keys: IdempotencyRepository) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = keyOf(request);
    const accountId = request.user?.accountId;
    if (!key || !accountId) return next.handle();
    return from(this.keys.claim(accountId, key, fingerprintOf(request))).pipe(
      mergeMap((claim) => {
        switch (claim.kind) {
          case 'replay':
            return [replay(response, claim.answer)];
          case 'mismatch':
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          case 'in_progress':
            throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
          case 'claimed':
            return this.runOnce(next, response, accountId, key);
        }
      }),
    );
  }

  private runOnce(
    next: CallHandler,
    response: Response,
    accountId: string,
    key: string,
  ): Observable<unknown> {
    const remember = async (body: unknown): Promise<unknown> => {
      const etag = response.getHeader('ETag');
      await this.keys.complete(accountId, key, {
        statusCode: response.statusCode,
        body,
        etag: typeof etag === 'string' ? etag : null,
      });
      return body;
    };
    const forget = async (error: unknown): Promise<never> => {
      await this.keys.release(accountId, key);
      throw error;
    };
    return from(lastValueFrom(next.handle()).then(remember, forget));
  }
}
