import { object, type InferType } from 'yup';
import { integer } from './scalar-fields';

/**
 * How long an account keeps its guests' data after each stay's checkout (issue 32): the
 * biometric data (liveness frames, face descriptors) in days, the documents and personal data
 * in months. The bounds are the platform's; the host chooses within them.
 */
export const RETENTION_LIMITS = {
  biometricDays: { min: 0, max: 90, default: 30 },
  personalDataMonths: { min: 1, max: 60, default: 12 },
} as const;

/** Everything of a cancelled account goes at most this long after its cancellation (§9). */
export const CANCELLED_ACCOUNT_RETENTION_YEARS = 5;

/** Access logs (Marco Civil art. 15): kept this long, then deleted; not a host setting. */
export const ACCESS_LOG_RETENTION_MONTHS = 6;

const bounded = (field: keyof typeof RETENTION_LIMITS, message: string) =>
  integer()
    .required('validation.required')
    .min(RETENTION_LIMITS[field].min, message)
    .max(RETENTION_LIMITS[field].max, message);

/** PUT /api/retention/settings, and the host's form on /u/config. */
export const retentionSettingsSchema = object({
  biometricDays: bounded('biometricDays', 'retention.biometricDaysRange'),
  personalDataMonths: bounded('personalDataMonths', 'retention.personalDataMonthsRange'),
}).noUnknown('validation.unknownField');

export type RetentionSettings = InferType<typeof retentionSettingsSchema>;

export const defaultRetentionSettings: RetentionSettings = {
  biometricDays: RETENTION_LIMITS.biometricDays.default,
  personalDataMonths: RETENTION_LIMITS.personalDataMonths.default,
};

/** What one retention run removed (or, dry, would remove), by rule: how many of each. */
export type RetentionCounts = Record<
  'biometric' | 'personalData' | 'cancelledAccounts' | 'accessLogs' | 'keptRecords',
  number
>;

/** One reservation a rule removes data of, in a dry run's list. */
export type RetentionItem = {
  rule: 'biometric' | 'personal-data' | 'cancelled-account';
  accountId: string;
  reservationId: string;
  /** The checkout (or the account's cancellation) the period counts from. */
  since: string;
};

/** GET /api/admin/retention/dry-run and each logged run (GET /api/admin/retention/runs). */
export type RetentionRunReport = {
  id: string;
  dryRun: boolean;
  startedAt: string;
  finishedAt: string | null;
  counts: RetentionCounts;
};

/** A stay as a person names it: its property and dates, and its guest while their name is held. */
export type RetentionStay = {
  residenceName: string | null;
  /** Calendar days (YYYY-MM-DD) as the property counts them. */
  checkIn: string;
  checkOut: string;
  guestName: string | null;
};

/**
 * A run with its stays: what a dry run would remove (POST …/dry-run) or what a real run removed
 * (POST …/run, `dryRun: false`), each named as it was before the run.
 */
export type RetentionDryRun = RetentionRunReport & {
  items: (RetentionItem & { stay: RetentionStay | null })[];
};
