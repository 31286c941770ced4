import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueWorker } from '../../common';
import { DueDeletions } from './due-deletions';

/** The BullMQ queue of the deletions completed at checkout (the queue board lists it). */
export const DUE_DELETIONS_QUEUE = 'data-request-deletions';

const RUN = 'deletions-due-at-checkout';

// Hourly: a deletion waiting for the stay completes within the hour its checkout date begins,
// and a run that finds nothing due costs one query.
const EVERY_MS = 60 * 60 * 1000;

/** The worker completes the deletions whose stay reached its checkout date, one run at a time. */
@Injectable()
export class DueDeletionsWorker extends QueueWorker<Record<string, never>> {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly deletions: DueDeletions,
  ) {
    super(config, DUE_DELETIONS_QUEUE, new Logger('DataRequests'));
  }

  protected run(_job: Job<Record<string, never>>): Promise<unknown> {
    return this.deletions.run();
  }

  protected failure(job: Job<Record<string, never>> | undefined, error: Error): string {
    return `Deletions at checkout ${job?.id ?? ''} failed: ${error.message}`;
  }

  protected override async started(queue: Queue<Record<string, never>>): Promise<void> {
    await queue.upsertJobScheduler(
      RUN,
      { every: EVERY_MS },
      { name: RUN, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }
}
