import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../../authenticated-user';
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

/** Runs a request's work and gives its answer, at most once per Idempotency-Key. */
export type Once = <Answer>(work: () => Promise<Answer>) => Promise<Answer>;

/**
 * `Idempotency-Key`: the first successful answer to a key is stored and returned again for a
 * repeat of the same request, which then runs nothing. A failed request frees its key.
 *
 * A function the route calls around its work (the reservation commands' CommandAnswers, the
 * property's unique link) rather than a Nest interceptor, which would wrap every request of
 * its routes in rxjs observables and async resources, keyed or not.
 */
@Injectable()
export class IdempotentAnswers {
  constructor(private readonly keys: IdempotencyRepository) {}

  /**
   * Throws VALIDATION_FAILED at once for a malformed key, before any work. A public route
   * names the account it acts for, and a scope that keeps its callers' keys apart from the
   * account's users'.
   */
  for(
    request: AuthenticatedRequest,
    response: Response,
    on: { accountId: string; scope: string } | undefined = undefined,
  ): Once {
    const key = keyOf(request);
    const accountId = on?.accountId ?? request.user?.accountId;
    if (!key || !accountId) return (work) => work();
    const scoped = on ? `${on.scope}:${key}` : key;
    return (work) => this.once(request, response, accountId, scoped, work);
  }

  private async once<Answer>(
    request: AuthenticatedRequest,
    response: Response,
    accountId: string,
    key: string,
    work: () => Promise<Answer>,
  ): Promise<Answer> {
    const claim = await this.keys.claim(accountId, key, fingerprintOf(request));
    switch (claim.kind) {
      case 'replay':
        // The stored answer is the one this route gave the first time.
        return replay(response, claim.answer) as Answer;
      case 'mismatch':
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      case 'in_progress':
        throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
      case 'claimed':
        break;
    }
    let answer: Answer;
    try {
      answer = await work();
    } catch (error) {
      await this.keys.release(accountId, key);
      throw error;
    }
    const etag = response.getHeader('ETag');
    await this.keys.complete(accountId, key, {
      statusCode: response.statusCode,
      body: answer,
      etag: typeof etag === 'string' ? etag : null,
    });
    return answer;
  }
}
