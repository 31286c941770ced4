import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueWorker } from '../../common';
import { RetentionRun } from './retention-run';

/** The BullMQ queue of the retention runs (the queue board lists it). */
export const RETENTION_QUEUE = 'retention';

const RUN = 'retention-run';

// Periods are counted in days: four runs a day keep every removal within hours of its date,
// and a run that finds nothing due costs a few queries.
const EVERY_MS = 6 * 60 * 60 * 1000;

/** The worker runs the retention rules on a repeatable schedule, one run at a time. */
@Injectable()
export class RetentionWorker extends QueueWorker<Record<string, never>> {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly retention: RetentionRun,
  ) {
    super(config, RETENTION_QUEUE, new Logger('Retention'));
  }

  protected run(_job: Job<Record<string, never>>): Promise<unknown> {
    return this.retention.run();
  }

  protected failure(job: Job<Record<string, never>> | undefined, error: Error): string {
    return `Retention run ${job?.id ?? ''} failed: ${error.message}`;
  }

  protected override async started(queue: Queue<Record<string, never>>): Promise<void> {
    await queue.upsertJobScheduler(
      RUN,
      { every: EVERY_MS },
      { name: RUN, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
}
