import { Module } from '@nestjs/common';
import { ReservationCommandsModule } from '../reservations';
import { GetCompanyInfoHttpController } from './company-info/get-company-info.http.controller';
import { DocumentUrls } from './documents/document-urls';
import { GuestDocumentsService } from './documents/guest-documents.service';
import { ListGuestDocumentsHttpController } from './documents/list-guest-documents.http.controller';
import { OpenGuestDocumentHttpController } from './documents/open-guest-document.http.controller';
import { GenericGuestLinkHttpController } from './generic-link/generic-guest-link.http.controller';
import { GetGuestFormHttpController } from './get-guest-form/get-guest-form.http.controller';
import { GuestFormPages } from './get-guest-form/guest-form-page';
import { GuestDataRemovalModule } from './guest-data-removal/guest-data-removal.module';
import { RemoveGuestDataHandler } from './guest-data-removal/remove-guest-data.handler';
import { GuestLinkService } from './guest-link.service';
import { GuestLinksRepository } from './guest-links.repository';
import {
  importPreviousDataControllers,
  importPreviousDataProviders,
} from './import-previous-data/import-previous-data.providers';
import { GuestFormUploads } from './save-guest-form/guest-form-uploads';
import { SaveGuestFormHttpController } from './save-guest-form/save-guest-form.http.controller';
import { SaveGuestFormService } from './save-guest-form/save-guest-form.service';

/**
 * The guest check-in form (issue 5): token-less links, the multi-step form with its files
 * encrypted under the reservation's data key, and the host's signed access to the documents.
 */
@Module({
  imports: [ReservationCommandsModule, GuestDataRemovalModule],
  controllers: [
    GetCompanyInfoHttpController,
    GetGuestFormHttpController,
    GenericGuestLinkHttpController,
    SaveGuestFormHttpController,
    ListGuestDocumentsHttpController,
    OpenGuestDocumentHttpController,
    ...importPreviousDataControllers,
  ],
  providers: [
    DocumentUrls,
    GuestDocumentsService,
    GuestFormPages,
    GuestFormUploads,
    GuestLinkService,
    GuestLinksRepository,
    RemoveGuestDataHandler,
    SaveGuestFormService,
    ...importPreviousDataProviders,
  ],
  exports: [GuestDataRemovalModule],
})
export class GuestFormModule {}
