import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  calendarFeedSchema,
  type CalendarFeedRequest,
  type CalendarFeedView,
  type StaysConnectionView,
} from '@chegada/contracts';
import {
  ApiAnswers,
  AppError,
  CurrentUser,
  IdParamPipe,
  requestLocale,
  YupBody,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  Roles,
} from '../common';
import { BookingFeeds } from './booking-feeds.repository';
import { checkPublicUrl, FetchFailure } from './guarded-fetch/public-fetch';
import { BookingSyncRequests } from './booking-sync.job';
import { CALENDAR_FEED_SHAPE, calendarFeedView } from './calendar-feed-view';
import { StaysAccounts } from './stays/stays-accounts.service';
import { StaysListingMaps } from './stays/stays-listing-maps.repository';

const NOT_FOUND = 'NOT_FOUND: no such property (or feed) in the account';

/** A property's calendar (iCal) feed: reservations arrive from it by themselves (issue 30). */
@ApiTags('residences')
@ApiBearerAuth()
@Roles('DEFAULT_USER', 'SUBUSER')
@Controller('residences/:id/calendar-feed')
export class CalendarFeedHttpController {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly feeds: BookingFeeds,
    private readonly requests: BookingSyncRequests,
    private readonly stays: StaysListingMaps,
    private readonly staysAccounts: StaysAccounts,
  ) {}

  @Get()
  @ApiOperation({ summary: "The property's calendar feed and what its last sync did" })
  @ApiAnswers({
    200:
      `{ data: ${CALENDAR_FEED_SHAPE} | null, mappedToStays: boolean, stays: the Stays ` +
      'connection as GET /api/integrations/stays answers it | null }; mappedToStays: a Stays ' +
      "listing brings this property its bookings, so it takes no feed; stays: that account's syncs",
    404: NOT_FOUND,
  })
  async show(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<{
    data: CalendarFeedView | null;
    mappedToStays: boolean;
    stays: StaysConnectionView | null;
  }> {
    await this.ensureResidence(user.accountId, id);
    const locale = requestLocale(request);
    const status = await this.feeds.status(user.accountId, id);
    const mappedToStays = await this.stays.isMapped(id);
    return {
      data: status && calendarFeedView(status, locale),
      mappedToStays,
      // The property's page shows the syncs that bring its bookings, as an iCal feed's.
      stays: mappedToStays ? await this.staysAccounts.view(user.accountId, locale) : null,
    };
  }

  @Put()
  @ApiOperation({
    summary:
      "Sets the listing's calendar export address (http or https; only public addresses are " +
      'ever fetched) and, for a host other than Airbnb or Booking.com, which events are ' +
      'bookings; the feed is read at once',
  })
  @ApiAnswers({
    200: `{ data: ${CALENDAR_FEED_SHAPE} }`,
    404: NOT_FOUND,
    409: 'PROPERTY_MAPPED_TO_STAYS: a Stays listing brings its bookings (one source per property)',
  })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @YupBody(calendarFeedSchema) body: CalendarFeedRequest,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: CalendarFeedView }> {
    await this.ensureResidence(user.accountId, id);
    if (await this.stays.isMapped(id)) throw new AppError('PROPERTY_MAPPED_TO_STAYS');
    await this.ensurePublic(body.url);
    if (!(await this.feeds.save(user.accountId, id, body.url, body.bookingRule)))
      throw new AppError('NOT_FOUND');
    await this.requests.syncNow(id);
    return { data: await this.view(user.accountId, id, request) };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Stops reading the feed; the reservations it brought stay as they are',
  })
  @ApiAnswers({ 204: 'no body', 404: NOT_FOUND })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
  ): Promise<void> {
    await this.ensureResidence(user.accountId, id);
    await this.feeds.remove(user.accountId, id);
  }

  @Post('sync')
  @HttpCode(202)
  @ApiOperation({ summary: 'Syncs the feed now ("sync now"); the worker reads it in a moment' })
  @ApiAnswers({ 202: `{ data: ${CALENDAR_FEED_SHAPE} }`, 404: NOT_FOUND })
  async syncNow(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: CalendarFeedView }> {
    if (!(await this.feeds.runNow(user.accountId, id, new Date()))) throw new AppError('NOT_FOUND');
    await this.requests.syncNow(id);
    return { data: await this.view(user.accountId, id, request) };
  }

  /**
   * An address the fetch would refuse (a private or loopback one, or a name resolving to one)
   * is refused now, on the field, not at the first sync; a name not found may be a passing
   * failure, left to the sync's report.
   */
  private async ensurePublic(url: string): Promise<void> {
    const limits = { allowedPrivateHosts: this.config.ICAL_ALLOWED_PRIVATE_HOSTS };
    try {
      await checkPublicUrl(url, limits);
    } catch (error) {
      if (!(error instanceof FetchFailure) || error.code === 'HOST_NOT_FOUND') return;
      const key =
        error.code === 'ADDRESS_NOT_ALLOWED'
          ? 'bookings.feedError.ADDRESS_NOT_ALLOWED'
          : 'bookings.feedError.INVALID_URL';
      throw new AppError('VALIDATION_FAILED', [{ field: 'url', key }]);
    }
  }

  /** Another account's property answers exactly as an unknown one. */
  private async ensureResidence(accountId: string, id: string): Promise<void> {
    if (!(await this.feeds.hasResidence(accountId, id))) throw new AppError('NOT_FOUND');
  }

  private async view(accountId: string, id: string, request: AuthenticatedRequest) {
    const status = await this.feeds.status(accountId, id);
    if (!status) throw new AppError('NOT_FOUND');
    return calendarFeedView(status, requestLocale(request));
  }
}
