import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  staysConnectionSchema,
  staysListingMappingSchema,
  type StaysConnectionRequest,
  type StaysConnectionView,
  type StaysListingMappingRequest,
  type StaysListingsView,
} from '@chegada/contracts';
import {
  ApiAnswers,
  CurrentUser,
  requestLocale,
  YupBody,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  Public,
  AccountOwnerController,
} from '../../common';
import { StaysAccounts } from './stays-accounts.service';

const CONNECTION_SHAPE =
  '{ domain, clientId, webhookUrl, lastSyncAt, nextRunAt, created, changed, cancelled (what ' +
  "the last sync did), lastError: { code, status, message (the caller's language, with what " +
  'to do) } | null, runs: [{ at, created, changed, cancelled, error }] (the last 5 syncs, ' +
  'newest first), timeZone (of the mapped properties when they share one, else null) } (the ' +
  'secret is never answered)';
const NOT_CONNECTED = 'STAYS_NOT_CONNECTED: the account has no Stays connection';

/** The account's Stays.net connection and its listings (issue 30), on /u/config. */
@AccountOwnerController('integrations', 'integrations/stays')
export class StaysHttpController {
  constructor(private readonly stays: StaysAccounts) {}

  @Get()
  @ApiOperation({ summary: "The account's Stays connection and what its last sync did" })
  @ApiAnswers({ 200: `{ data: ${CONNECTION_SHAPE} | null }` })
  async show(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: StaysConnectionView | null }> {
    return { data: await this.stays.view(user.accountId, requestLocale(request)) };
  }

  @Put()
  @ApiOperation({
    summary:
      'Connects the Stays account (domain, client id and secret from Stays’ App Center; an ' +
      'empty secret keeps the stored one): the credentials are tried on Stays first, kept ' +
      'sealed, and a sync starts at once',
  })
  @ApiAnswers({
    200: `{ data: ${CONNECTION_SHAPE} }`,
    422: 'STAYS_LOGIN_FAILED: Stays refused the client id and secret',
    502: 'STAYS_UNAVAILABLE: Stays could not be reached or failed',
  })
  async connect(
    @CurrentUser() user: AuthenticatedUser,
    @YupBody(staysConnectionSchema) body: StaysConnectionRequest,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: StaysConnectionView | null }> {
    await this.stays.connect(user.accountId, body);
    return this.show(user, request);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Disconnects Stays: no more syncs, the secret deleted, the webhook answers 404; the ' +
      'reservations it brought stay as they are, and the same account connected again (same ' +
      'domain and client id) gets back its listings’ properties and its webhook address',
  })
  @ApiAnswers({ 204: 'no body' })
  async remove(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.stays.remove(user.accountId);
  }

  @Post('sync')
  @HttpCode(202)
  @ApiOperation({ summary: 'Reads Stays now ("sync now"); the worker does it in a moment' })
  @ApiAnswers({ 202: `{ data: ${CONNECTION_SHAPE} }`, 422: NOT_CONNECTED })
  async syncNow(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: StaysConnectionView | null }> {
    await this.stays.syncNow(user.accountId);
    return this.show(user, request);
  }

  @Get('listings')
  @ApiOperation({
    summary:
      "Stays' listings (GET /content/listings), each with the property its bookings go to, and " +
      'the properties to choose from (one with an iCal feed cannot take a listing)',
  })
  @ApiAnswers({
    200: '{ data: { listings: [{ id, name, residenceId | null }], properties: [{ id, name, hasCalendarFeed }] } }',
    422: NOT_CONNECTED,
    502: 'STAYS_UNAVAILABLE',
  })
  async listings(@CurrentUser() user: AuthenticatedUser): Promise<{ data: StaysListingsView }> {
    return { data: await this.stays.listings(user.accountId) };
  }

  @Put('listings/:listing')
  @HttpCode(204)
  @ApiOperation({
    summary:
      "Sends a listing's bookings to a property of the account (residenceId null: to none); a " +
      'property takes one listing',
  })
  @ApiAnswers({
    204: 'no body',
    409: 'PROPERTY_HAS_CALENDAR_FEED: the property reads an iCal feed (one source per property)',
    422: NOT_CONNECTED,
  })
  async map(
    @CurrentUser() user: AuthenticatedUser,
    // Stays' own id of the listing, not one of ours: the mapping's property is the account's.
    @Param('listing') listingId: string,
    @YupBody(staysListingMappingSchema) body: StaysListingMappingRequest,
  ): Promise<void> {
    await this.stays.map(user.accountId, listingId.slice(0, 200), body.residenceId);
  }
}

/**
 * Stays' notifications: the payload is not published, so any body is accepted and only makes
 * the worker read the account's Stays again. The secret in the address names the account.
 */
@ApiTags('integrations')
@Public()
@Controller('integrations/stays')
export class StaysWebhookHttpController {
  constructor(private readonly stays: StaysAccounts) {}

  @Post(':accountKey')
  @HttpCode(202)
  @ApiOperation({ summary: "A Stays notification: the account's bookings are read again" })
  @ApiAnswers({
    202: '{ accepted: true }',
    404: 'NOT_FOUND: no connection has this key',
    429: 'TOO_MANY_ATTEMPTS',
  })
  async notified(@Param('accountKey') accountKey: string): Promise<{ accepted: true }> {
    await this.stays.notified(accountKey.slice(0, 100));
    return { accepted: true };
  }
}
