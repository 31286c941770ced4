import { Injectable } from '@nestjs/common';
import type { RetentionCounts, RetentionRunReport } from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';

type RetentionRunsTables = {
  retention_runs: {
    id: string;
    dry_run: boolean;
    started_at: Date;
    finished_at: Date | null;
    counts: RetentionCounts | null;
    failure: string | null;
  };
};

const NONE: RetentionCounts = {
  biometric: 0,
  personalData: 0,
  cancelledAccounts: 0,
  accessLogs: 0,
  keptRecords: 0,
};

/** retention_runs: each run, real or dry, with its counts (or why it failed). */
@Injectable()
export class RetentionRunsRepository extends TablesRepository<RetentionRunsTables> {
  async started(id: string, dryRun: boolean, at: Date): Promise<void> {
    await this.db
      .insertInto('retention_runs')
      .values({ id, dry_run: dryRun, started_at: at })
      .execute();
  }

  async finished(id: string, counts: RetentionCounts, at: Date): Promise<void> {
    await this.db
      .updateTable('retention_runs')
      .set({ finished_at: at, counts: JSON.stringify(counts) as unknown as RetentionCounts })
      .where('id', '=', id)
      .execute();
  }

  async failed(id: string, failure: string, at: Date): Promise<void> {
    await this.db
      .updateTable('retention_runs')
      .set({ finished_at: at, failure: failure.slice(0, 2000) })
      .where('id', '=', id)
      .execute();
  }

  /** The latest runs, newest first. */
  async latest(limit: number): Promise<RetentionRunReport[]> {
    const rows = await this.db
      .selectFrom('retention_runs')
      .selectAll()
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      dryRun: row.dry_run,
      startedAt: row.started_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
      counts: row.counts ?? NONE,
    }));
  }
}
