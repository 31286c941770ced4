import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { CONFIG, type Config } from '@chegada/config';
import { createRedisConnection } from '@chegada/side-effects';
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
export class StoredPdfScanJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('StoredPdfScanJob');
  private connection: ReturnType<typeof createRedisConnection> | undefined;
  private queue: Queue | undefined;
  private worker: Worker | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly scan: StoredPdfScan,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = createRedisConnection(this.config.REDIS_URL, 'worker');
    const options = { connection, prefix: this.config.REDIS_PREFIX };
    this.connection = connection;
    this.queue = new Queue(GUEST_DOCUMENT_JOBS_QUEUE, options);
    this.worker = new Worker(GUEST_DOCUMENT_JOBS_QUEUE, () => this.scanStoredPdfs(), options);
    // Without a listener an 'error' event would crash the process; Redis blips are expected.
    this.worker.on('error', (error) => this.logger.warn(`Worker error: ${error.message}`));
    this.worker.on('failed', (_job, error) =>
      this.logger.warn(`Stored PDF scan failed, to be retried: ${error.message}`),
    );
    if (await this.scan.hasRun()) return;
    await this.queue.add(
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

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }

  /** The job: scans unless a run already finished (a job queued twice before one ended). */
  private async scanStoredPdfs(): Promise<ScanCounts | null> {
    if (await this.scan.hasRun()) return null;
    return this.scan.run();
  }
}
