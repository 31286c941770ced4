import { Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  answerDataRequestSchema,
  correctGuestDataSchema,
  type AnswerDataRequest,
  type CorrectGuestData,
  type GuestPersonalData,
  type HostDataRequestView,
  type OpenDataRequests,
} from '@chegada/contracts';
import {
  ApiAnswers,
  BearerController,
  commandContextOf,
  CurrentUser,
  IdParamPipe,
  YupBody,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  Roles,
} from '../../common';
import { GuestDataCorrections } from './guest-data-correction';
import { HostDataRequests } from './host-data-requests.service';

/** The guests' requests about their data, for the account's owner and sub-users. */
@BearerController('personal data requests', 'data-requests')
export class HostDataRequestsHttpController {
  constructor(
    private readonly requests: HostDataRequests,
    private readonly corrections: GuestDataCorrections,
  ) {}

  @Get()
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "The account's confirmed data requests: open ones first, by their deadline",
  })
  @ApiAnswers({ 200: 'HostDataRequestView[]', 403: 'FORBIDDEN: admins have no guests' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<HostDataRequestView[]> {
    return this.requests.list(user.accountId);
  }

  @Get('open')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "How many of the account's requests wait for an answer (the menu's badge)",
  })
  @ApiAnswers({ 200: 'OpenDataRequests', 403: 'FORBIDDEN: admins have no guests' })
  async open(@CurrentUser() user: AuthenticatedUser): Promise<OpenDataRequests> {
    return { open: await this.requests.openCount(user.accountId) };
  }

  @Put(':id/answer')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'Answers a guest’s request; the answer is recorded with who gave it and when',
    description:
      'A deletion that waited for the stay to end is carried out now if the stay is over. The ' +
      "guest is e-mailed the answer in the request's language, unless their data is removed.",
  })
  @ApiAnswers({
    200: 'HostDataRequestView',
    400:
      'VALIDATION_FAILED: answer (required, at most 2000 characters; refused for a holder’s ' +
      'deletion scheduled for the stay’s end, which completes by itself)',
    404: 'NOT_FOUND: no such request in the account',
  })
  answer(
    @Param('id', IdParamPipe) id: string,
    @YupBody(answerDataRequestSchema) body: AnswerDataRequest,
    @Req() request: AuthenticatedRequest,
  ): Promise<HostDataRequestView> {
    return this.requests.answer(id, body.answer, commandContextOf(request));
  }

  @Post(':id/copy')
  @HttpCode(200)
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "Sends an adult companion's copy of their data to the address they typed",
    description:
      'A companion asks from their own link with an address they type; nothing is sent there ' +
      'until the host, who knows them, confirms it is them with this. The request is answered.',
  })
  @ApiAnswers({
    200: 'HostDataRequestView',
    404: "NOT_FOUND: no such companion's copy request in the account",
  })
  sendCopy(
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<HostDataRequestView> {
    return this.requests.sendCopy(id, commandContextOf(request));
  }

  @Post(':id/erase-companion')
  @HttpCode(200)
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "Erases an adult companion's data, as they asked from their own link",
    description:
      'Once the host, who knows them, confirms it is them: their biometric data at once, the ' +
      'rest (their entry of the form, files, CPF check, identity checks) once the stay is over, ' +
      'their identity kept for the retention period. The holder’s data stays. The outcome is ' +
      'recorded; the request is answered once nothing waits for the stay.',
  })
  @ApiAnswers({
    200: 'HostDataRequestView',
    404: "NOT_FOUND: no such companion's open deletion request in the account",
  })
  eraseCompanion(
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<HostDataRequestView> {
    return this.requests.eraseCompanion(id, commandContextOf(request));
  }

  @Get(':id/guest-data')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "The main guest's personal fields, as a correction request's host corrects them",
  })
  @ApiAnswers({
    200: 'GuestPersonalData',
    404: "NOT_FOUND: no such request in the account, or the guest's data is removed",
  })
  guestData(
    @Param('id', IdParamPipe) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GuestPersonalData> {
    return this.corrections.current(id, user.accountId);
  }

  @Put(':id/guest-data')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: "Corrects the main guest's name, birth date, document number, e-mail and phone",
    description:
      'Recorded in the reservation as GuestDataCorrected, with who made it; the request keeps ' +
      'the names of the fields changed. Answer the request afterwards (PUT …/answer).',
  })
  @ApiAnswers({
    200: 'HostDataRequestView',
    400: 'VALIDATION_FAILED: name, birthDate, documentNumber (of its documentKind), email, phone',
    404: "NOT_FOUND: no such request in the account, or the guest's data is removed",
  })
  correct(
    @Param('id', IdParamPipe) id: string,
    @YupBody(correctGuestDataSchema) body: CorrectGuestData,
    @Req() request: AuthenticatedRequest,
  ): Promise<HostDataRequestView> {
    return this.corrections.correct(id, body, commandContextOf(request));
  }
}
