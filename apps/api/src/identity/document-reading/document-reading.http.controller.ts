import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DocumentReadingAnswer } from '@chegada/contracts';
import type { Request } from 'express';
import { ApiAnswers, type RateLimit, Public } from '../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_LINK_WRITE_ANSWERS,
  GuestDevices,
  GuestLink,
  type GuestLinkRequest,
} from '../../guest-form';
import { DocumentReading } from './document-reading.service';

// Each reading is a few seconds of OCR: enough for a guest who retakes a photo, no more.
const DOCUMENT_READINGS: RateLimit = {
  name: 'guest-document-reading',
  max: 20,
  windowSeconds: 600,
};

@ApiTags('guest form')
@Controller('stays/guestForm/:id/document-reading')
export class DocumentReadingHttpController {
  constructor(
    private readonly reading: DocumentReading,
    private readonly devices: GuestDevices,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      "The guest's last reading, for a page opened again to offer it: nothing once the photo " +
      'it was read from was replaced, nor to a browser that sees the guest’s data masked',
  })
  @ApiGuestLinkHeaders("An additional guest's own link: that guest's reading")
  @ApiAnswers({
    200: '{ document, cpf } as the reading answered them; both null when there is none to offer',
    404: GUEST_LINK_WRITE_ANSWERS[404],
  })
  async kept(
    @GuestLink() link: GuestLinkRequest,
    @Req() request: Request,
  ): Promise<DocumentReadingAnswer> {
    const access = await this.devices.accessOf(request, link.reservationId);
    return this.reading.keptOwnReading(link, access);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Reads the guest's document photos for them to confirm: the MRZ (passport, CIN), else " +
      'the CPF printed on an RG or a CNH',
  })
  @ApiGuestLinkHeaders("An additional guest's own link: that guest's document")
  @ApiAnswers({
    200:
      '{ document: null | { format, documentCode, documentNumber, surname, givenNames, ' +
      'nationality, issuingState, birthDate, expiryDate, sex, checkDigitsValid, ' +
      'invalidFields, expired } }: values to offer, never filled in without the guest',
    422: 'BIOMETRIC_CONSENT_REQUIRED: the image terms are not accepted yet',
    404: GUEST_LINK_WRITE_ANSWERS[404],
  })
  async read(@GuestLink(DOCUMENT_READINGS) link: GuestLinkRequest): Promise<DocumentReadingAnswer> {
    return this.reading.readOwnDocument(link);
  }
}
