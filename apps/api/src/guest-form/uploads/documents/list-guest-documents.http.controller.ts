import { Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ApiAnswers, CallersReservation } from '../../../common';
import { ReservationsController } from '../../../reservations';
import { DOCUMENT_URL_TTL_SECONDS } from './document-urls';
import { GuestDocumentsService, type ReservationDocuments } from './guest-documents.service';

@ReservationsController()
export class ListGuestDocumentsHttpController {
  constructor(private readonly documents: GuestDocumentsService) {}

  @Get('reservations/:id/documents')
  @ApiOperation({
    summary: `The guests' documents, selfies and deposit proof, each with a link valid ${DOCUMENT_URL_TTL_SECONDS} s`,
  })
  @ApiAnswers({
    200:
      '{ items: [{ id, guest ("main" or an additional guest key), kind, mime, bytes, ' +
      'uploadedAt, url, expiresAt, withheld (true: found unsafe once stored, its url answers ' +
      '410), views: [{ viewerName, viewedAt }] }], consents: [{ guest, ' +
      'kind (terms, biometric), termsVersion, acceptedAt }] }; every opening of a url is ' +
      'recorded with who and when, and listed in views, the latest first',
  })
  async list(
    @CallersReservation() { id, caller }: CallersReservation,
  ): Promise<ReservationDocuments> {
    return this.documents.linksFor(caller, id);
  }
}
