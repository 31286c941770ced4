import { Get, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  fnrhSettingsSchema,
  fnrhTripCorrectionSchema,
  type FnrhConnectionTest,
  type FnrhSettings,
  type FnrhSettingsSaved,
  type FnrhSettingsUpdate,
  type FnrhTripCorrection,
  type ReservationFnrh,
} from '@chegada/contracts';
import {
  ApiAnswers,
  CallersReservation,
  CurrentUser,
  FIELD_ERRORS,
  YupBody,
  type AuthenticatedUser,
  AccountOwnerController,
} from '../../common';
import { ReservationsController } from '../../reservations';
import { FnrhAccounts } from './fnrh-accounts.service';
import { FnrhStays } from './fnrh-stays.service';
import { FnrhFailed } from './fnrh.client';
import { FnrhRepository } from './fnrh.repository';

const SETTINGS = '{ enabled, trigger (approval, checkin), user, operatorCpf, apiKeySet }';
const FAILURE = '{ code, fields: [{ field, message }], status, at }';

/** The account owner's FNRH Digital opt-in, on /u/config (issue 32). */
@AccountOwnerController('government', 'fnrh')
export class FnrhSettingsHttpController {
  constructor(private readonly accounts: FnrhAccounts) {}

  @Get('settings')
  @ApiOperation({ summary: "The account's FNRH Digital settings; the API key is never answered" })
  @ApiAnswers({ 200: SETTINGS, 403: 'FORBIDDEN: admins and sub-users' })
  settings(@CurrentUser() caller: AuthenticatedUser): Promise<FnrhSettings> {
    return this.accounts.settings(caller.accountId);
  }

  @Put('settings')
  @ApiOperation({
    summary:
      'Opt in or out; a blank apiKey keeps the stored one. While on, the credentials are tried ' +
      'at FNRH first: refused, nothing is kept; unanswered, kept with connection.failure',
  })
  @ApiAnswers({
    200: `${SETTINGS.slice(0, -2)}, connection: { ok, failure: ${FAILURE} | null } | null }`,
    400: `${FIELD_ERRORS}; apiKey required while none is stored, or refused by FNRH`,
  })
  update(
    @CurrentUser() caller: AuthenticatedUser,
    @YupBody(fnrhSettingsSchema) body: FnrhSettingsUpdate,
  ): Promise<FnrhSettingsSaved> {
    return this.accounts.update(caller.accountId, body);
  }

  @Post('settings/test')
  @ApiOperation({ summary: "Asks FNRH for a domain list with the account's credentials" })
  @ApiAnswers({
    201: `{ ok, failure: ${FAILURE} | null }`,
    404: 'NOT_FOUND: no credentials saved yet',
  })
  test(@CurrentUser() caller: AuthenticatedUser): Promise<FnrhConnectionTest> {
    return this.accounts.test(caller.accountId);
  }
}

@ReservationsController()
export class ReservationFnrhHttpController {
  constructor(
    private readonly stays: FnrhStays,
    private readonly repository: FnrhRepository,
  ) {}

  @Get('reservations/:id/fnrh')
  @ApiOperation({ summary: 'The stay as FNRH knows it: its ids, pre-check-in link, last failure' })
  @ApiAnswers({
    200:
      '{ enabled, trigger, stay: { reservaId, precheckinLink, guests: [{ guest, hospedeId }], ' +
      `checkedInAt, checkedOutAt, cancelledAt, failure: ${FAILURE}, attempts, updatedAt } | null }`,
  })
  ofReservation(
    @CallersReservation() { id, caller }: CallersReservation,
  ): Promise<ReservationFnrh> {
    return this.stays.ofReservation(caller.accountId, id);
  }

  @Post('reservations/:id/fnrh/retry')
  @ApiOperation({ summary: 'Sends what FNRH still lacks of the stay now (after fixing a failure)' })
  @ApiAnswers({ 201: 'the same as GET …/fnrh' })
  async retry(@CallersReservation() { id, caller }: CallersReservation): Promise<ReservationFnrh> {
    await this.stays.ofReservation(caller.accountId, id);
    return this.sendNow(caller.accountId, id);
  }

  @Put('reservations/:id/fnrh/trip')
  @ApiOperation({
    summary:
      "The trip purpose and means of transport FNRH is sent instead of the guest's answer, " +
      "which FNRH's lists lack; then sends what FNRH still lacks",
  })
  @ApiAnswers({
    200: 'the same as GET …/fnrh',
    400: `${FIELD_ERRORS}: a purpose or transport FNRH's lists lack`,
  })
  async correctTrip(
    @CallersReservation() { id, caller }: CallersReservation,
    @YupBody(fnrhTripCorrectionSchema) body: FnrhTripCorrection,
  ): Promise<ReservationFnrh> {
    await this.stays.ofReservation(caller.accountId, id);
    await this.repository.saveStay(id, caller.accountId, {
      visit_purpose: body.visitPurpose,
      transport: body.transport,
    });
    return this.sendNow(caller.accountId, id);
  }

  /** Sends now; a failure is kept on the stay, which the answer shows. */
  private async sendNow(accountId: string, id: string): Promise<ReservationFnrh> {
    await this.stays.advance(id).catch((error: unknown) => {
      if (!(error instanceof FnrhFailed)) throw error;
    });
    return this.stays.ofReservation(accountId, id);
  }
}
