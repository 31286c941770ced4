import type { JobsOptions } from 'bullmq';

/**
 * What the dispatcher needs to know of a side-effect handler: its name, the event types it
 * handles and its queue. A handler (SideEffectHandler) adds `run`, so one list
 * (SIDE_EFFECT_HANDLERS, apps/api/src/processes/side-effects.module.ts) serves both. A name is persisted in the effect log and in job ids: never rename a handler.
 */
export type EffectRoute = {
  name: string;
  eventTypes: readonly string[];
  /** BullMQ queue the handler's jobs go to; handlers that share a provider share a queue. */
  queue?: string;
};

/** Job payload: a reference to the event, never its data, so no personal data sits in Redis. */
export type EffectJobData = {
  eventId: string;
  streamId: string;
  revision: number;
};

export const DEFAULT_QUEUE = 'side-effects';
export const DEFAULT_PREFIX = 'chegada';

// Lower case words and dashes: BullMQ rejects ':' in job ids and queue names.
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const queueOf = (route: EffectRoute): string => route.queue ?? DEFAULT_QUEUE;

/** The BullMQ job id; the same (handler, event) always maps to the same job. */
export const effectJobId = (handler: string, eventId: string): string => `${handler}-${eventId}`;

export const validateRoutes = <Route extends EffectRoute>(routes: readonly Route[]): Route[] => {
  const seen = new Set<string>();
  for (const route of routes) {
    if (!NAME.test(route.name) || !NAME.test(queueOf(route))) {
      throw new Error(`Side-effect handler "${route.name}": name and queue must be kebab-case`);
    }
    if (seen.has(route.name))
      throw new Error(`Side-effect handler "${route.name}" is registered twice`);
    if (route.eventTypes.length === 0) {
      throw new Error(`Side-effect handler "${route.name}" handles no event type`);
    }
    seen.add(route.name);
  }
  return [...routes];
};

export type RetryPolicy = {
  /** Tries per job, the first included. */
  attempts: number;
  /** First retry delay; each next one doubles. */
  backoffMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { attempts: 10, backoffMs: 1_000 };

/**
 * Finished jobs are bounded: the effect log is the durable record, so completed jobs go soon;
 * failed ones are the dead-letter queue admins look at, so they stay for weeks.
 */
export const jobOptions = (retry: RetryPolicy, handler: string, eventId: string): JobsOptions => ({
  jobId: effectJobId(handler, eventId),
  attempts: retry.attempts,
  backoff: { type: 'exponential', delay: retry.backoffMs },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 10_000 },
});
