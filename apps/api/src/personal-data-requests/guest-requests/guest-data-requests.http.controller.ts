import { Controller, Get, HttpCode, Ip, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  askDataRequestSchema,
  confirmDataRequestSchema,
  negotiateLocale,
  type AskDataRequest,
  type AskDataRequestAnswer,
  type ConfirmDataRequest,
  type DataRequestView,
  type DeletionOutcome,
} from '@chegada/contracts';
import { ApiAnswers, IdParamPipe, YupBody, Public } from '../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_SAVES,
  GuestLinkRequests,
  LinkHeaders,
  type GuestLinkHeaders,
} from '../../guest-form';
import { GuestDataRequests } from './guest-data-requests.service';

const ApiMainLinkHeaders = () =>
  ApiGuestLinkHeaders(
    "An adult companion's own link: their own requests, confirmed at the e-mail they type",
  );

/** A guest's requests about their personal data, from their own link (LGPD art. 18). */
@ApiTags('guest form')
@Controller('stays/guestForm/:id/data-requests')
export class GuestDataRequestsHttpController {
  constructor(
    private readonly links: GuestLinkRequests,
    private readonly requests: GuestDataRequests,
  ) {}

  @Public()
  @Get()
  @ApiMainLinkHeaders()
  @ApiOperation({ summary: "The guest's confirmed requests about their data, the latest first" })
  @ApiAnswers({ 200: 'DataRequestView[]', 404: 'NOT_FOUND: no such link' })
  async list(
    @Param('id') id: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
  ): Promise<DataRequestView[]> {
    return this.requests.list(await this.links.resolve(id, headers, request));
  }

  @Public()
  @Get('deletion-preview')
  @ApiMainLinkHeaders()
  @ApiOperation({
    summary: 'What a deletion asked now would destroy at once and keep, why and until when',
  })
  @ApiAnswers({ 200: 'DeletionOutcome', 404: 'NOT_FOUND: no such link' })
  async deletionPreview(
    @Param('id') id: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @Req() request: Request,
  ): Promise<DeletionOutcome> {
    return this.requests.deletionPreview(await this.links.resolve(id, headers, request));
  }

  @Public()
  @Post()
  @HttpCode(201)
  @ApiMainLinkHeaders()
  @ApiOperation({
    summary: 'Asks for a copy, a correction or the deletion of the guest’s data',
    description:
      'Nothing happens until the guest types the 6-digit code sent to the e-mail on the ' +
      'reservation (valid 10 minutes, 5 attempts): POST …/:requestId/confirm.',
  })
  @ApiAnswers({
    201: '{ request, destination (the e-mail, masked) }',
    400:
      'VALIDATION_FAILED (a correction needs its text; no e-mail on the reservation: kind; ' +
      "a companion's link without an e-mail typed: email; a deletion of the same guest " +
      'already confirmed, waiting or done: kind)',
    404: 'NOT_FOUND: no such link',
    429: 'TOO_MANY_ATTEMPTS: 5 requests per reservation an hour',
    502: 'IMPORT_EMAIL_FAILED, IMPORT_CODE_SEND_FAILED',
  })
  async ask(
    @Param('id') id: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @YupBody(askDataRequestSchema) body: AskDataRequest,
    @Req() request: Request,
  ): Promise<AskDataRequestAnswer> {
    const link = await this.links.resolveWithin(GUEST_SAVES, id, headers, request);
    const locale = negotiateLocale(body.lang, request.headers['accept-language']);
    return this.requests.ask(link, body, locale);
  }

  @Public()
  @Post(':requestId/confirm')
  @HttpCode(200)
  @ApiMainLinkHeaders()
  @ApiOperation({
    summary: 'Confirms a request with the code sent to the guest’s e-mail, and carries it out',
    description:
      'A copy is e-mailed at once (JSON, PDF and the files); a deletion shreds at once what ' +
      'no legal duty keeps and answers what is kept, why and until when; a correction waits ' +
      'for the host. The host has 15 days to answer (LGPD art. 19).',
  })
  @ApiAnswers({
    200: 'DataRequestView',
    400:
      'VALIDATION_FAILED: the 6-digit code is required; kind: a deletion of the same guest ' +
      'was confirmed meanwhile',
    404: 'NOT_FOUND: no such link or request',
    422: 'IMPORT_CODE_INVALID, IMPORT_CODE_EXPIRED (ask again)',
    429: 'TOO_MANY_ATTEMPTS',
  })
  async confirm(
    @Param('id') id: string,
    @Param('requestId', IdParamPipe) requestId: string,
    @LinkHeaders() headers: GuestLinkHeaders,
    @YupBody(confirmDataRequestSchema) body: ConfirmDataRequest,
    @Ip() ip: string,
    @Req() request: Request,
  ): Promise<DataRequestView> {
    const link = await this.links.resolve(id, headers, request);
    return this.requests.confirm(link, requestId, body, ip);
  }
}
