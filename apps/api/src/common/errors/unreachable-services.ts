import { AppError } from './app-error';

/** How long a client is asked to wait before it tries again while Redis is unreachable. */
export const REDIS_RETRY_AFTER_SECONDS = 5;

// ioredis rejects a command it could not send with one of these: its retries per request ran
// out while reconnecting (MaxRetriesPerRequestError), or the connection closed with the
// command queued. Matched by name and text: ioredis exports neither class.
const CONNECTION_CLOSED = 'Connection is closed.';

const isRedisUnreachable = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'MaxRetriesPerRequestError' || error.message === CONNECTION_CLOSED);

/**
 * A request that failed because Redis (sessions, rate limits, queues) could not be reached, as
 * the 503 /api/health reports then: the client may retry, unlike after a 500.
 */
export const appErrorOfUnreachableService = (error: unknown): AppError | undefined =>
  isRedisUnreachable(error)
    ? new AppError('SERVICE_UNAVAILABLE', [], { retryAfterSeconds: REDIS_RETRY_AFTER_SECONDS })
    : undefined;
