import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueWorker } from '../../common';
import { RetentionRun } from './retention-run';

/** The BullMQ queue of the retention runs (the queue board lists it). */
export const RETENTION_QUEUE = 'retention';

const RUN = 'retention-run';

// Periods are counted in days: one run a day, at 03:00 in Brasília where the dates are counted,
// keeps every removal within a day of its date. A cron schedule, not an interval: BullMQ runs an
// interval's first job as the worker starts, which would erase at every deploy, before an admin's
// dry run could show what goes. A worker down at 03:00 runs the waiting job when it is back.
const DAILY = { pattern: '0 3 * * *', tz: 'America/Sao_Paulo' };

/** The worker runs the retention rules once a day, one run at a time. */
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
    await queue.upsertJobScheduler(RUN, DAILY, {
      name: RUN,
      data: {},
      opts: { removeOnComplete: 100, removeOnFail: 100 },
    });
  }
}
