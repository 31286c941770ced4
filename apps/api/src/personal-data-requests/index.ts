// Data subject requests (issue 32): what other modules may use of this folder.
export { DUE_DELETIONS_QUEUE } from './deletion/due-deletions.job';
export {
  PersonalDataRequestsModule,
  PersonalDataRequestsWorkerModule,
} from './personal-data-requests.module';
export { personalDataRequestsMigrations } from './personal-data-requests.migrations';
