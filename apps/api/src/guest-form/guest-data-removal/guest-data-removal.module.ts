import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { createFileStore, FILE_STORE } from '@chegada/storage';
import { GuestDocumentsRepository } from '../guest-documents.repository';
import { GuestDocumentIndexRepository } from '../import-previous-data/guest-document-index.repository';
import { GuestUploadsRepository } from '../resumable-upload/guest-uploads.repository';
import { GuestDataRemoval } from './guest-data-removal';
import { RemoveGuestDataEffect } from './remove-guest-data.effect';

/**
 * The guests' files, document rows and uploads in progress, and their removal: the guest form (API role) stores
 * them, and the worker role finishes removing them.
 */
@Module({
  providers: [
    {
      provide: FILE_STORE,
      inject: [CONFIG],
      useFactory: (config: Config) => createFileStore(config),
    },
    GuestDocumentsRepository,
    GuestDocumentIndexRepository,
    GuestUploadsRepository,
    GuestDataRemoval,
    RemoveGuestDataEffect,
  ],
  exports: [
    FILE_STORE,
    GuestDocumentsRepository,
    GuestDocumentIndexRepository,
    GuestUploadsRepository,
    GuestDataRemoval,
    RemoveGuestDataEffect,
  ],
})
export class GuestDataRemovalModule {}
