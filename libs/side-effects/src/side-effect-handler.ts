import type { Logger } from 'pino';
import type { RecordedEvent } from '@chegada/event-store';
import type { EffectRoute } from './effect-route';

export type EffectContext = {
  /**
   * `${handler}-${eventId}`: give it to the provider as its idempotency key. It names the
   * handler as well as the event because two handlers of one event send two messages.
   */
  idempotencyKey: string;
  /** 1 on the first claim of this effect; higher on retries and on a crashed attempt's takeover. */
  attempt: number;
  logger: Logger;
};

/**
 * A side effect of events (a message, a lock passcode, a call to a partner). The worker runs
 * `run` at most once per event once it has completed; see effect.processor.ts for the
 * at-least-once edge. A name is persisted: never rename a handler.
 */
export type SideEffectHandler = EffectRoute & {
  run(event: RecordedEvent, context: EffectContext): Promise<void>;
};

/**
 * Thrown by `run` when the effect is for later (a message released at a set time): the claim is
 * released and the job waits in the delayed set until `dueAt`, then runs again, reading the
 * state as it is then. No attempt is spent.
 */
export class EffectNotDue extends Error {
  constructor(readonly dueAt: Date) {
    super(`Not due before ${dueAt.toISOString()}`);
    this.name = 'EffectNotDue';
  }
}
