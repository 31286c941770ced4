import { Module } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { createFileStore, FILE_STORE } from '@chegada/storage';
import { ReservationStreamModule } from '../../reservation-stream';
import { GuestDocumentsRepository, GuestUploadsRepository } from '../uploads';
import { GuestDocumentIndexRepository } from '../import-previous-data';
import { GuestCheckRowsRepository } from './guest-check-rows.repository';
import { GuestDataRemoval } from './guest-data-removal';
import { RemoveGuestDataEffect } from './remove-guest-data.effect';

/**
 * The guests' files, document rows and uploads in progress, and their removal: the guest form (API role) stores
 * them, and the worker role finishes removing them.
 */
@Module({
  imports: [ReservationStreamModule],
  providers: [
    {
      provide: FILE_STORE,
      inject: [CONFIG],
      useFactory: (config: Config) => createFileStore(config),
    },
    GuestDocumentsRepository,
    GuestDocumentIndexRepository,
    GuestUploadsRepository,
    GuestCheckRowsRepository,
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
