import { AppError } from '../errors';

/** 429 in the caller's language, with a Retry-After of `secondsLeft`, rounded up. */
export const tooManyAttempts = (secondsLeft: number): AppError => {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return new AppError('TOO_MANY_ATTEMPTS', [], {
    minutes: Math.ceil(seconds / 60),
    retryAfterSeconds: seconds,
  });
};
