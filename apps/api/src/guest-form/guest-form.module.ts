import { Module } from '@nestjs/common';
import { EventSourcingModule } from '../common';
import { ReservationCommandsModule } from '../reservations';
import { GetCompanyInfoHttpController } from './company-info/get-company-info.http.controller';
import { DocumentUrls } from './documents/document-urls';
import { GuestDocumentsService } from './documents/guest-documents.service';
import { ListGuestDocumentsHttpController } from './documents/list-guest-documents.http.controller';
import { OpenGuestDocumentHttpController } from './documents/open-guest-document.http.controller';
import { GuestDevices } from './device-access/guest-devices';
import { GenericBookings } from './generic-link/generic-bookings.repository';
import { GenericGuestLinkHttpController } from './generic-link/generic-guest-link.http.controller';
import { GetGuestFormHttpController } from './get-guest-form/get-guest-form.http.controller';
import { GuestFormPages } from './get-guest-form/guest-form-page';
import { GuestDataRemovalModule } from './guest-data-removal/guest-data-removal.module';
import { RemoveGuestDataHandler } from './guest-data-removal/remove-guest-data.handler';
import { GuestLinkService } from './guest-link.service';
import { LockPasscodesModule } from '../locks';
import { GuestLinksRepository } from './guest-links.repository';
import {
  importPreviousDataControllers,
  importPreviousDataProviders,
} from './import-previous-data/import-previous-data.providers';
import { ResumableUploadHttpController } from './resumable-upload/resumable-upload.http.controller';
import { ResumableUploadService } from './resumable-upload/resumable-upload.service';
import { UploadedFileSaver } from './resumable-upload/uploaded-file-saver';
import { GuestFormUploads } from './save-guest-form/guest-form-uploads';
import { GuestLinkRequests } from './save-guest-form/guest-link-request';
import { SaveGuestFormHttpController } from './save-guest-form/save-guest-form.http.controller';
import { SaveGuestFormService } from './save-guest-form/save-guest-form.service';
import { UnlockGuestFormHttpController } from './unlock-guest-form/unlock-guest-form.http.controller';
import { UnlockGuestFormService } from './unlock-guest-form/unlock-guest-form.service';

/**
 * The guest check-in form (issue 5): token-less links, the multi-step form with its files
 * encrypted under the reservation's data key, and the host's signed access to the documents.
 */
@Module({
  imports: [
    ReservationCommandsModule,
    GuestDataRemovalModule,
    LockPasscodesModule,
    EventSourcingModule,
  ],
  controllers: [
    GetCompanyInfoHttpController,
    GetGuestFormHttpController,
    GenericGuestLinkHttpController,
    SaveGuestFormHttpController,
    ResumableUploadHttpController,
    ListGuestDocumentsHttpController,
    OpenGuestDocumentHttpController,
    UnlockGuestFormHttpController,
    ...importPreviousDataControllers,
  ],
  providers: [
    DocumentUrls,
    GenericBookings,
    GuestDocumentsService,
    GuestFormPages,
    GuestDevices,
    GuestFormUploads,
    GuestLinkRequests,
    GuestLinkService,
    GuestLinksRepository,
    RemoveGuestDataHandler,
    ResumableUploadService,
    SaveGuestFormService,
    { provide: UploadedFileSaver, useExisting: SaveGuestFormService },
    UnlockGuestFormService,
    ...importPreviousDataProviders,
  ],
  exports: [GuestDataRemovalModule],
})
export class GuestFormModule {}
