import { Module } from '@nestjs/common';
import { GuestDataRemovalModule, GuestFormModule } from '../guest-form';
import { IdentityModule } from '../identity';
import { ReservationCommandsModule } from '../reservations';
import { ReservationStreamModule } from '../reservation-stream';
import { RetentionModule, RetentionSettingsModule } from '../retention';
import { GuestDataCopies } from './data-copy/guest-data-copy';
import { SendDataCopy } from './data-copy/send-data-copy';
import { StayRecordsRepository } from './data-copy/stay-records.repository';
import { CompanionDataDeletion } from './deletion/companion-data-deletion';
import { CompanionRowsRepository } from './deletion/companion-rows.repository';
import { GuestFilesRemoval } from './deletion/guest-files-removal';
import { CompanyNamesRepository } from './deletion/company-names.repository';
import { CompletionEmails } from './deletion/completion-email';
import { DueDeletions } from './deletion/due-deletions';
import { DeletionsAtFinishEffect } from './deletion/deletions-at-finish.effect';
import { DueDeletionsWorker } from './deletion/due-deletions.job';
import { GuestDataDeletion } from './deletion/guest-data-deletion';
import { MessageCopiesRepository } from './deletion/message-copies.repository';
import { GuestDataRequestsHttpController } from './guest-requests/guest-data-requests.http.controller';
import { GuestDataRequests } from './guest-requests/guest-data-requests.service';
import { HostRequestNotices } from './guest-requests/host-request-notice';
import { HostDataRequestsHttpController } from './host-answers/host-data-requests.http.controller';
import { AnswerEmails } from './host-answers/answer-email';
import { GuestDataCorrections } from './host-answers/guest-data-correction';
import { HostDataRequests } from './host-answers/host-data-requests.service';
import { TypedGuestNames } from './host-answers/typed-guest-names';
import { PersonalDataRemovalHttpController } from './kept-data/personal-data-removal.http.controller';
import { PersonalDataRemovals } from './kept-data/personal-data-removal';
import { KeptRecordsRepository } from './kept-data/kept-records.repository';
import { StayEnds } from './deletion/stay-ends';
import { PersonalDataRequestsRepository } from './personal-data-requests.repository';

/**
 * Data subject requests (issue 32): a guest asks from their link for a copy, a correction or
 * the deletion of their data, confirmed by a code to their e-mail; the host answers each on a
 * screen with the deadline of LGPD art. 19. Shreds with the shredders that exist.
 */
@Module({
  imports: [
    GuestFormModule,
    IdentityModule,
    ReservationCommandsModule,
    ReservationStreamModule,
    RetentionModule,
  ],
  controllers: [
    GuestDataRequestsHttpController,
    HostDataRequestsHttpController,
    PersonalDataRemovalHttpController,
  ],
  providers: [
    PersonalDataRequestsRepository,
    KeptRecordsRepository,
    GuestDataCopies,
    StayRecordsRepository,
    SendDataCopy,
    GuestDataDeletion,
    CompanionDataDeletion,
    CompanionRowsRepository,
    GuestFilesRemoval,
    StayEnds,
    MessageCopiesRepository,
    GuestDataRequests,
    HostRequestNotices,
    HostDataRequests,
    GuestDataCorrections,
    AnswerEmails,
    CompletionEmails,
    CompanyNamesRepository,
    TypedGuestNames,
    PersonalDataRemovals,
  ],
})
export class PersonalDataRequestsModule {}

/**
 * A deletion's completion, without a worker: the side effects (any process that dispatches or
 * runs them) complete a pending deletion when the host finishes the checkout.
 */
@Module({
  imports: [
    GuestDataRemovalModule,
    IdentityModule,
    ReservationCommandsModule,
    ReservationStreamModule,
    RetentionSettingsModule,
  ],
  providers: [
    PersonalDataRequestsRepository,
    KeptRecordsRepository,
    MessageCopiesRepository,
    GuestDataDeletion,
    CompanionDataDeletion,
    CompanionRowsRepository,
    GuestFilesRemoval,
    StayEnds,
    DueDeletions,
    CompletionEmails,
    CompanyNamesRepository,
    DeletionsAtFinishEffect,
  ],
  exports: [DueDeletions, DeletionsAtFinishEffect],
})
export class DataRequestDeletionsModule {}

/**
 * The worker's side: deletions asked before the stay's end complete by themselves once its
 * checkout date comes, on the retention job's clock.
 */
@Module({
  imports: [DataRequestDeletionsModule],
  providers: [DueDeletionsWorker],
})
export class PersonalDataRequestsWorkerModule {}
