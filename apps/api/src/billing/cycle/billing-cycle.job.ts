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
import { BillingCycle } from './billing-cycle';

/** The BullMQ queue of the billing cycle (the queue board lists it). */
export const BILLING_QUEUE = 'billing';

const CYCLE = 'billing-cycle';

/** The worker runs the billing cycle every BILLING_CYCLE_SECONDS, one run at a time. */
@Injectable()
export class BillingCycleWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Billing');
  private connection: ReturnType<typeof createRedisConnection> | undefined;
  private queue: Queue | undefined;
  private worker: Worker | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly cycle: BillingCycle,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const connection = createRedisConnection(this.config.REDIS_URL, 'worker');
    const options = { connection, prefix: this.config.REDIS_PREFIX };
    this.connection = connection;
    this.queue = new Queue(BILLING_QUEUE, options);
    this.worker = new Worker(BILLING_QUEUE, () => this.cycle.run(new Date()), {
      ...options,
      concurrency: 1,
    });
    // Without a listener an 'error' event would crash the process; Redis blips are expected.
    this.worker.on('error', (error) => this.logger.warn(`Worker error: ${error.message}`));
    this.worker.on('completed', (_job, report) =>
      this.logger.log(`Cycle: ${JSON.stringify(report)}`),
    );
    this.worker.on('failed', (_job, error) => this.logger.warn(`Cycle failed: ${error.message}`));
    // The worker listens either way (the queue board shows the queue served); only a billing
    // provider schedules the cycle, and a schedule left by an earlier configuration goes.
    if (this.config.BILLING_PROVIDER === 'none') {
      this.logger.warn(
        'Billing is not configured (BILLING_PROVIDER=none): trials run on, nothing is charged ' +
          'and no account becomes inactive.',
      );
      await this.queue.removeJobScheduler(CYCLE);
      return;
    }
    await this.queue.upsertJobScheduler(
      CYCLE,
      { every: this.config.BILLING_CYCLE_SECONDS * 1000 },
      { name: CYCLE, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connection?.disconnect();
  }
}
