// What other modules may use of the guest form; everything else in this folder is its own.
export { GuestFormModule } from './guest-form.module';
export { guestFormMigrations } from './guest-form.migrations';
export { genericLinkMigrations } from './link-access';
export { maskEmail, type Destination } from './form-rules';
export {
  GUEST_DOCUMENT_JOBS_QUEUE,
  resumableUploadMigrations,
  StoredPdfScanModule,
} from './uploads';
export { importPreviousDataMigrations } from './import-previous-data';
export {
  GuestDataRemoval,
  GuestDataRemovalModule,
  type GuestCheckTables,
  removeGuestChecks,
  RemoveGuestDataEffect,
} from './guest-data-removal';
export {
  DocumentUrls,
  fileSubjectOf,
  GuestDocumentsRepository,
  type GuestDocument,
  SignedFileUrls,
  UploadedFileSaver,
} from './uploads';
export { accessReleaseOf, type GuestFormState, guestFormView } from './form-rules';
export {
  ApiGuestLinkHeaders,
  CodeDelivery,
  type CodeMessage,
  GUEST_LINK_WRITE_ANSWERS,
  GUEST_SAVES,
  GuestDevices,
  seesInFull,
  type DeviceAccess,
  GuestLink,
  GuestLinkRequests,
  GuestLinkService,
  OneTimeCodes,
  unlockDestinationsOf,
  type GuestLinkTarget,
  LinkHeaders,
  type GuestLinkHeaders,
  type GuestLinkRequest,
} from './link-access';
// The identity module provides it: guest-form refreshes it when a guest replaces a document.
export { REVIEW_FLAG, type ReviewFlag } from './save-submit';
