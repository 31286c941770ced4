import { Module } from '@nestjs/common';
import { AccessLogModule } from '../access-log';
import { EventSourcingModule } from '../common';
import { ReservationCommandsModule } from '../reservations';
import {
  CodeDelivery,
  GenericBookings,
  GenericGuestLinkHttpController,
  GetCompanyInfoHttpController,
  GuestDevices,
  GuestLinkRequests,
  GuestLinkService,
  GuestLinksRepository,
  OneTimeCodes,
  UnlockGuestFormHttpController,
  UnlockGuestFormService,
} from './link-access';
import {
  DocumentUrls,
  GuestDocumentsService,
  GuestFormUploads,
  ListGuestDocumentsHttpController,
  OpenGuestDocumentHttpController,
  ResumableUploadHttpController,
  ResumableUploadService,
  UploadedFileSaver,
} from './uploads';
import { ArrivalGuideRepository, GetGuestFormHttpController, GuestFormPages } from './form-page';
import { GuestDataRemovalModule, RemoveGuestDataHandler } from './guest-data-removal';
import { LockPasscodesModule } from '../locks';
import { importPreviousDataControllers, importPreviousDataProviders } from './import-previous-data';
import { FormSaved, SaveGuestFormHttpController, SaveGuestFormService } from './save-submit';

/**
 * The guest check-in form (issue 5): token-less links, the multi-step form with its files
 * encrypted under the reservation's data key, and the host's signed access to the documents.
 */
@Module({
  imports: [
    AccessLogModule,
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
    ArrivalGuideRepository,
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
    FormSaved,
    { provide: UploadedFileSaver, useExisting: SaveGuestFormService },
    UnlockGuestFormService,
    ...importPreviousDataProviders,
  ],
  // The identity checks' routes resolve guest links the same way, and keep the selfie a
  // liveness check passed with as a PUT of that part would (apps/api/src/identity).
  // The data subject requests resolve links and send codes as the unlock does. The document
  // reading offers its kept reading only to a browser that sees the guest's data in full.
  exports: [
    GuestDataRemovalModule,
    GuestDevices,
    GuestLinkRequests,
    GuestLinkService,
    UploadedFileSaver,
    CodeDelivery,
    OneTimeCodes,
  ],
})
export class GuestFormModule {}
