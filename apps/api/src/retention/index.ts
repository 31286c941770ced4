// Retention (issue 32): the host's periods, and the job removing what their end makes due.
export { RetentionClock } from './retention-clock';
export { dateInBrazil, personalDataKeptUntil } from './retention-period';
export { retentionMigrations } from './retention.migrations';
export { stayEndDateOf } from './stay-end';
export {
  RetentionModule,
  RetentionSettingsModule,
  RetentionWorkerModule,
} from './retention.module';
export { RetentionRun } from './retention-run/retention-run';
export { RETENTION_QUEUE } from './retention-run/retention.job';
export { RetentionSettingsRepository } from './retention-settings/retention-settings.repository';
