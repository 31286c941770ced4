import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { QueueWorker } from '../../../common';
import { STORED_PDF_SCAN, StoredPdfScan, type ScanCounts } from './stored-pdf-scan';

/** The BullMQ queue of one-off jobs over stored guest documents. */
export const GUEST_DOCUMENT_JOBS_QUEUE = 'guest-document-jobs';

// A store out of reach (S3) at boot: 10 s, 20 s … about 3 h, then the next boot tries again.
const RETRY = { attempts: 10, backoffMs: 10_000 };

/**
 * Worker process: queues the scan of stored PDFs at start unless it already ran (the job id
 * keeps two workers starting at once to one job), and runs it. The scan records that it ran
 * only once finished, so one cut short by a crash or a deploy runs again, from the start:
 * withholding is idempotent.
 */
@Injectable()
export class StoredPdfScanJob extends QueueWorker<object> {
  constructor(
    @Inject(CONFIG) config: Config,
    private readonly scan: StoredPdfScan,
  ) {
    super(config, GUEST_DOCUMENT_JOBS_QUEUE, new Logger('StoredPdfScanJob'));
  }

  protected failure(_job: unknown, error: Error): string {
    return `Stored PDF scan failed, to be retried: ${error.message}`;
  }

  protected override async started(queue: Queue<object>): Promise<void> {
    if (await this.scan.hasRun()) return;
    await queue.add(
      STORED_PDF_SCAN,
      {},
      {
        jobId: STORED_PDF_SCAN,
        attempts: RETRY.attempts,
        backoff: { type: 'exponential', delay: RETRY.backoffMs },
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 24 * 3600 },
      },
    );
  }

  /** The job: scans unless a run already finished (a job queued twice before one ended). */
  protected async run(): Promise<ScanCounts | null> {
    if (await this.scan.hasRun()) return null;
    return this.scan.run();
  }
}
