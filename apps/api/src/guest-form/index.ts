// What other modules may use of the guest form; everything else in this folder is its own.
export { GuestFormModule } from './guest-form.module';
export { guestFormMigrations } from './guest-form.migrations';
export { genericLinkMigrations } from './generic-link/generic-link.migrations';
export { resumableUploadMigrations } from './resumable-upload/resumable-upload.migrations';
export { importPreviousDataMigrations } from './import-previous-data/import-previous-data.migrations';
export { GuestDataRemovalModule } from './guest-data-removal/guest-data-removal.module';
export { RemoveGuestDataEffect } from './guest-data-removal/remove-guest-data.effect';
export { guestFormView, type GuestFormState } from './guest-form-state';
export { accessReleaseOf } from './guest-form-context';
