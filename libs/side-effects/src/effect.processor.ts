import { DelayedError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent } from '@chegada/event-store';
import type { EffectLogRepository } from './effect-log.repository';
import { effectJobId, type EffectJobData } from './effect-route';
import { EffectNotDue, type SideEffectHandler } from './side-effect-handler';

export type EffectOutcome = 'done' | 'already-done';

export type EffectProcessorDeps = {
  handlers: ReadonlyMap<string, SideEffectHandler>;
  effectLog: EffectLogRepository;
  eventStore: EventStore;
  /** How long a claim protects a running effect before another attempt may take it over. */
  leaseMs: number;
  /** Longest wait before a job that found its effect busy looks again. */
  busyRecheckMs: number;
  logger: Logger;
};

/**
 * The processor of a side-effect queue. It only dispatches: the job's name is the handler
 * that runs, wrapped in the effect log so each (handler, event) takes effect once:
 *
 * - the claim is an insert-on-conflict: a completed entry turns a duplicate job (Redis lost
 *   and re-enqueued, dispatcher restarted) into a no-op, and a running entry makes the job
 *   wait without spending an attempt until that attempt finishes or its lease runs out;
 * - a failure releases the claim and rethrows, so BullMQ retries with backoff.
 *
 * At-least-once edge: a worker that dies after the provider accepted the call but before the
 * entry is marked completed leaves a claim that is taken over when its lease expires, and the
 * effect runs again. The provider's idempotency key (context.idempotencyKey) absorbs that
 * where the provider has one; the outbox does, being unique on it.
 */
export const createEffectProcessor =
  (deps: EffectProcessorDeps) =>
  async (job: Job<EffectJobData>, token?: string): Promise<EffectOutcome> => {
    const handler = deps.handlers.get(job.name);
    if (!handler) throw new Error(`No side-effect handler named "${job.name}" in this worker`);
    const effect = { ...job.data, handler: handler.name };
    const claim = await deps.effectLog.claim(effect, deps.leaseMs);
    switch (claim.kind) {
      case 'completed':
        return 'already-done';
      case 'busy':
        await job.moveToDelayed(
          Date.now() + Math.min(claim.retryInMs, deps.busyRecheckMs) + 1,
          token,
        );
        throw new DelayedError();
      case 'claimed':
        break;
    }
    try {
      const event = await loadEvent(deps.eventStore, job.data);
      await handler.run(event, {
        idempotencyKey: effectJobId(handler.name, event.id),
        attempt: claim.attempt,
        logger: deps.logger.child({ handler: handler.name, eventId: event.id }),
      });
    } catch (error) {
      if (error instanceof EffectNotDue) {
        await deps.effectLog.release(handler.name, job.data.eventId);
        await job.moveToDelayed(error.dueAt.getTime(), token);
        throw new DelayedError();
      }
      await deps.effectLog.fail(handler.name, job.data.eventId, describe(error));
      throw error;
    }
    await deps.effectLog.complete(handler.name, job.data.eventId);
    return 'done';
  };

const loadEvent = async (eventStore: EventStore, job: EffectJobData): Promise<RecordedEvent> => {
  const [event] = await eventStore.readStream(job.streamId, {
    fromRevision: job.revision,
    maxCount: 1,
  });
  if (event?.id !== job.eventId) {
    throw new Error(`Event ${job.eventId} is not at ${job.streamId}@${job.revision}`);
  }
  return event;
};

const describe = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
