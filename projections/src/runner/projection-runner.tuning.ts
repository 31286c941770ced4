export type ProjectionRunnerTuning = {
  /** How often a standby tries to become the owner. */
  standbyRetryMs: number;
  /** Most events applied in one transaction. */
  batchSize: number;
  /** Least time between two batches (batches.ts): one after a quiet spell goes at once. */
  batchSpacingMs: number;
  /** First and longest wait before retrying a failed batch or subscription. */
  minBackoffMs: number;
  maxBackoffMs: number;
  /** Tries of a failing batch, then of each of its events alone, before an event is parked. */
  parkAfterAttempts: number;
};

const defaults: ProjectionRunnerTuning = {
  standbyRetryMs: 3000,
  batchSize: 500,
  batchSpacingMs: 20,
  minBackoffMs: 200,
  maxBackoffMs: 30_000,
  parkAfterAttempts: 5,
};

export const resolveTuning = (
  options: Partial<ProjectionRunnerTuning>,
): ProjectionRunnerTuning => ({
  standbyRetryMs: options.standbyRetryMs ?? defaults.standbyRetryMs,
  batchSize: options.batchSize ?? defaults.batchSize,
  batchSpacingMs: options.batchSpacingMs ?? defaults.batchSpacingMs,
  minBackoffMs: options.minBackoffMs ?? defaults.minBackoffMs,
  maxBackoffMs: options.maxBackoffMs ?? defaults.maxBackoffMs,
  parkAfterAttempts: options.parkAfterAttempts ?? defaults.parkAfterAttempts,
});
