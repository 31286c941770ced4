// What other modules may use of the guest form; everything else in this folder is its own.
export { GuestFormModule } from './guest-form.module';
export { guestFormMigrations } from './guest-form.migrations';
export { genericLinkMigrations } from './link-access';
export {
  GUEST_DOCUMENT_JOBS_QUEUE,
  resumableUploadMigrations,
  StoredPdfScanModule,
} from './uploads';
export { importPreviousDataMigrations } from './import-previous-data';
export { GuestDataRemovalModule, RemoveGuestDataEffect } from './guest-data-removal';
export { GuestDocumentsRepository, type GuestDocument, UploadedFileSaver } from './uploads';
export { accessReleaseOf, type GuestFormState, guestFormView } from './form-rules';
export {
  ApiGuestLinkHeaders,
  GUEST_LINK_WRITE_ANSWERS,
  GuestLinkRequests,
  LinkHeaders,
  type GuestLinkHeaders,
  type GuestLinkRequest,
} from './link-access';
