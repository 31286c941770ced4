import type { Logger } from '@nestjs/common';
import { translate, type Locale, type MessageKey } from '@chegada/contracts';
import type { SyncCounts, SyncFailure } from './booking-feeds.repository';
import type { Validators } from './guarded-fetch/public-fetch';
import type { RunCounts, SyncRun } from './sync-runs';
import type { ImportResult } from './reservation-import';

/** The columns a feed's or a Stays account's last sync is recorded in (bookings.tables.ts). */
export type SyncColumns = {
  last_sync_at: Date | null;
  last_created: number;
  last_changed: number;
  last_cancelled: number;
  last_error: string | null;
  last_error_status: number | null;
};

/** How the last sync went, as the host reads it. */
export type SyncStatus = {
  lastSyncAt: Date | null;
  counts: SyncCounts;
  lastError: SyncFailure | null;
  /** The last few runs, newest first (booking_sync_runs). */
  runs: SyncRun[];
};

export const syncStatusOf = (row: SyncColumns, runs: SyncRun[]): SyncStatus => ({
  lastSyncAt: row.last_sync_at,
  counts: {
    created: row.last_created,
    changed: row.last_changed,
    cancelled: row.last_cancelled,
  },
  lastError: row.last_error ? { code: row.last_error, status: row.last_error_status } : null,
  runs,
});

/**
 * The last sync and the next as the host reads them (the panels' sync report), the failure
 * worded in the host's language by the message `${messages}.${code}`, with what to do.
 */
export const syncReportView = (
  status: SyncStatus & { nextRunAt: Date },
  locale: Locale,
  messages: 'bookings.feedError' | 'stays.syncError',
) => {
  const worded = (error: SyncFailure | null) =>
    error && {
      ...error,
      message: translate(locale, `${messages}.${error.code}` as MessageKey, {
        status: error.status ?? '',
      }),
    };
  return {
    lastSyncAt: status.lastSyncAt?.toISOString() ?? null,
    nextRunAt: status.nextRunAt.toISOString(),
    ...status.counts,
    lastError: worded(status.lastError),
    runs: status.runs.map((run) => ({
      at: run.at.toISOString(),
      ...run.counts,
      error: worded(run.failure),
    })),
  };
};

/** What a sync that ended `at` records: its counts or its failure. */
export const syncColumns = (
  outcome: { counts: SyncCounts; failure: SyncFailure | null },
  at: Date,
): SyncColumns => ({
  last_sync_at: at,
  last_created: outcome.counts.created,
  last_changed: outcome.counts.changed,
  last_cancelled: outcome.counts.cancelled,
  last_error: outcome.failure?.code ?? null,
  last_error_status: outcome.failure?.status ?? null,
});

/** A sync that brought nothing: the source had not changed, or the sync failed. */
export const NOTHING: SyncCounts = { created: 0, changed: 0, cancelled: 0 };

/** New bookings held back while the subscription is inactive: the panel says why (issue 31). */
const HELD: SyncFailure = { code: 'SUBSCRIPTION_INACTIVE', status: null };

/** What a sync read: its counts, the new bookings it held, and for a feed its validators. */
export type SyncRead = { counts: SyncTally; validators?: Validators };

/** A sync's counts as it goes: what its run records, and the new bookings it held. */
export type SyncTally = RunCounts & { held: number };

export const emptyTally = (): SyncTally => ({ ...NOTHING, refused: 0, held: 0 });

/** Counts one booking's result ('unchanged' counts nowhere). */
export const tally = (counts: SyncTally, result: ImportResult): void => {
  if (result !== 'unchanged') counts[result] += 1;
};

export type SyncRecorder = {
  /** Where its log lines go, and what they call the source ("Feed of …", "Stays of …"). */
  logger: Logger;
  source: string;
  /** The failure the source caused (refused, unreachable, not a calendar); null for ours. */
  failureOf: (error: unknown) => SyncFailure | null;
  record: (
    outcome: { counts: RunCounts; failure: SyncFailure | null; validators?: Validators },
    startedAt: Date,
    nextRunAt: Date,
  ) => Promise<void>;
};

/**
 * One sync of a source (a feed, a Stays account), recorded for the host however it goes, the
 * next one due `syncSeconds` later: what `read` brought, held bookings noted as such; or the
 * source's failure. A failure of ours is recorded as UNEXPECTED and thrown too, so the job
 * fails and shows on the queue board.
 */
export const recordedSync = async (
  recorder: SyncRecorder,
  syncSeconds: number,
  read: (startedAt: Date) => Promise<SyncRead>,
): Promise<SyncCounts> => {
  const startedAt = new Date();
  const nextRunAt = new Date(startedAt.getTime() + syncSeconds * 1000);
  try {
    const { counts: readCounts, validators } = await read(startedAt);
    const { held, ...counts } = readCounts;
    const failure = held > 0 ? HELD : null;
    await recorder.record({ counts, failure, validators }, startedAt, nextRunAt);
    return counts;
  } catch (error) {
    const failure = recorder.failureOf(error);
    recorder.logger.warn(`${recorder.source} failed: ${failure?.code ?? String(error)}`);
    const recorded = failure ?? { code: 'UNEXPECTED', status: null };
    const counts = { ...NOTHING, refused: 0 };
    await recorder.record({ counts, failure: recorded }, startedAt, nextRunAt);
    if (!failure) throw error;
    return NOTHING;
  }
};
