import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_TTL_HOURS } from './idempotency.repository';

/**
 * Documents `Idempotency-Key` on a route whose answer goes through IdempotentAnswers (the
 * reservation commands' CommandAnswers does).
 */
export const Idempotent = () =>
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      `Up to 255 visible ASCII characters. Repeating a key with the same request within ` +
      `${IDEMPOTENCY_TTL_HOURS} h returns the first successful answer (header ` +
      '`Idempotent-Replayed: true`) and changes nothing; the same key with another request ' +
      'answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is still running 409 ' +
      'IDEMPOTENCY_KEY_IN_PROGRESS. A request that failed frees its key.',
  });
