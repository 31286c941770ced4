// Guest data removal: the documents, uploads and import index of a reservation removed with
// its data key (the remove-guest-data effect).
export { GuestDataRemoval } from './guest-data-removal';
export { type GuestCheckTables, removeGuestChecks } from './guest-check-rows.repository';
export { GuestDataRemovalModule } from './guest-data-removal.module';
export { RemoveGuestDataEffect } from './remove-guest-data.effect';
export { RemoveGuestDataHandler } from './remove-guest-data.handler';
