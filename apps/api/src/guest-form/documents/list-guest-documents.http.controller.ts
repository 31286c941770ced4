import { Get, Param } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { CurrentUser, IdParamPipe, type AuthenticatedUser } from '../../common';
import { ReservationsController } from '../../reservations';
import { DOCUMENT_URL_TTL_SECONDS } from './document-urls';
import { GuestDocumentsService, type GuestDocumentLink } from './guest-documents.service';

@ReservationsController()
export class ListGuestDocumentsHttpController {
  constructor(private readonly documents: GuestDocumentsService) {}

  @Get('reservations/:id/documents')
  @ApiOperation({
    summary: `The guests' documents, selfies and deposit proof, each with a link valid ${DOCUMENT_URL_TTL_SECONDS} s`,
  })
  @ApiResponse({
    status: 200,
    description:
      '{ items: [{ id, guest ("main" or an additional guest key), kind, mime, bytes, ' +
      'uploadedAt, url, expiresAt }] }; every opening of a url is recorded with who and when',
  })
  @ApiResponse({ status: 404, description: "NOT_FOUND: no reservation of the caller's account" })
  async list(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<{ items: GuestDocumentLink[] }> {
    return { items: await this.documents.linksFor(user, id) };
  }
}
