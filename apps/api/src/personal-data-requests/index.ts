// Data subject requests (issue 32): what other modules may use of this folder.
export { DeletionsAtFinishEffect } from './deletion/deletions-at-finish.effect';
export { DUE_DELETIONS_QUEUE } from './deletion/due-deletions.job';
export { DueDeletions } from './deletion/due-deletions';
export {
  DataRequestDeletionsModule,
  PersonalDataRequestsModule,
  PersonalDataRequestsWorkerModule,
} from './personal-data-requests.module';
export { personalDataRequestsMigrations } from './personal-data-requests.migrations';
