import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  genericGuestLinkPath,
  genericGuestLinkSchema,
  guestLinkPath,
  type GenericGuestLinkRequest,
  type GenericLinkPage,
} from '@chegada/contracts';
import { bookingSources, zonedDateTime, type BookingSource } from '@chegada/domain';
import {
  ApiAnswers,
  AppError,
  guestCommandContextOf,
  Idempotent,
  IdempotentAnswers,
  RateLimiter,
  YupBody,
  YupValidationPipe,
  type CommandContext,
  type RateLimit,
  Public,
} from '../../../common';
import { CreateReservationHandler, maxGuestsAboveResidence } from '../../../reservations';
import {
  GuestLinksRepository,
  type GuestFormCompany,
  type GuestFormResidence,
} from '../guest-links.repository';
import { dateIn } from '../../form-rules';
import { GENERIC_BOOKING_WINDOW_MINUTES, GenericBookings } from './generic-bookings.repository';

// A family books once; a script trying to fill a host's calendar is stopped early.
const GENERIC_BOOKINGS: RateLimit = { name: 'generic-guest-link', max: 10, windowSeconds: 3600 };

export type GenericLinkReservation = { id: string; source: BookingSource; link: string };

/** The property's unique link (§2): one link for every guest, each starting a reservation. */
@ApiTags('guest form')
@Controller('stays/generic/guestForm')
export class GenericGuestLinkHttpController {
  constructor(
    private readonly links: GuestLinksRepository,
    private readonly createReservation: CreateReservationHandler,
    private readonly limiter: RateLimiter,
    private readonly bookings: GenericBookings,
    private readonly answers: IdempotentAnswers,
  ) {}

  @Public()
  @Get(':friendlyCode/:residenceId/:source')
  @ApiOperation({ summary: "The property behind a unique link, before the guest's booking" })
  @ApiAnswers({ 200: '{ data: { company, residence } }', 404: 'NOT_FOUND: no such link' })
  async show(
    @Param('friendlyCode') friendlyCode: string,
    @Param('residenceId') residenceId: string,
    @Param('source') source: string,
  ): Promise<{ data: GenericLinkPage }> {
    const { company, residence } = await this.resolve(friendlyCode, residenceId, source);
    return {
      data: {
        company: { name: company.name, friendlyCode: company.friendlyCode, phone: company.phone },
        residence: {
          name: residence.name,
          city: residence.city,
          state: residence.state,
          checkInTime: residence.checkInTime,
          checkOutTime: residence.checkOutTime,
          maxGuests: residence.maxGuests,
          timeZone: residence.timeZone,
          supportedLanguages: residence.supportedLanguages,
        },
      },
    };
  }

  @Public()
  @Post(':friendlyCode/:residenceId/:source')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'A guest starts a reservation through the unique link; the same guest (name, e-mail, ' +
      `phone) and days again within ${GENERIC_BOOKING_WINDOW_MINUTES} minutes answer the same ` +
      'reservation (200)',
  })
  @Idempotent()
  @ApiAnswers({
    200: '{ data: { id, source, link } }: this guest started this stay already',
    201: '{ data: { id, source, link } }: the guest form link',
    400: "VALIDATION_FAILED: field errors (checkInDate before the property's today…)",
    404: 'NOT_FOUND: no such link',
    409: 'IDEMPOTENCY_KEY_IN_PROGRESS: the same start is still running',
    422: 'IDEMPOTENCY_KEY_REUSED: the key came with another request',
    429: 'TOO_MANY_ATTEMPTS: too many bookings from here',
  })
  async book(
    @Param('friendlyCode') friendlyCode: string,
    @Param('residenceId') residenceId: string,
    @Param('source') source: string,
    @YupBody(genericGuestLinkSchema()) input: GenericGuestLinkRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ data: GenericLinkReservation }> {
    await this.limiter.consume(GENERIC_BOOKINGS, request.ip ?? 'unknown');
    const { company, residence, bookingSource } = await this.resolve(
      friendlyCode,
      residenceId,
      source,
    );
    const genericLink = genericGuestLinkPath({
      friendlyCode: company.friendlyCode,
      residenceId: residence.id,
      source: bookingSource,
    });
    const context = guestCommandContextOf(request, company.accountId, genericLink);
    // Checked in full on arrival; then against the property's "today", as the guest form is:
    // no stay starts in its past.
    const today = dateIn(residence.timeZone, new Date(context.occurredAt));
    const body = await new YupValidationPipe(genericGuestLinkSchema({ today })).transform(input);
    // A repeat answers without creating: what a creation would refuse is refused here first.
    if (body.maxGuests > residence.maxGuests) throw maxGuestsAboveResidence(residence.maxGuests);
    const once = this.answers.for(request, response, {
      accountId: company.accountId,
      scope: 'generic-link',
    });
    return once(async () => {
      const booking = await this.bookings.once({ ...body, residenceId: residence.id }, (id) =>
        this.create(body, residence, bookingSource, context, id),
      );
      if (booking.repeated) response.status(200);
      const id = booking.reservationId;
      return {
        data: {
          id,
          source: bookingSource,
          link: guestLinkPath({
            friendlyCode: company.friendlyCode,
            source: bookingSource,
            reservationId: id,
          }),
        },
      };
    });
  }

  /** The reservation a new guest of the link starts, under the id chosen for it. */
  private async create(
    body: GenericGuestLinkRequest,
    residence: GuestFormResidence,
    source: BookingSource,
    context: CommandContext,
    reservationId: string,
  ): Promise<void> {
    const { checkInTime, checkOutTime, timeZone } = residence;
    await this.createReservation.execute(
      {
        residenceId: residence.id,
        guestName: body.guestName,
        guestEmail: body.guestEmail ?? null,
        guestPhone: body.guestPhone ?? null,
        CheckIn: zonedDateTime(body.checkInDate, checkInTime, timeZone),
        checkout: zonedDateTime(body.checkOutDate, checkOutTime, timeZone),
        source,
        maxGuests: body.maxGuests,
        language: body.language,
      },
      context,
      reservationId,
    );
  }

  private async resolve(
    friendlyCode: string,
    residenceId: string,
    source: string,
  ): Promise<{
    company: GuestFormCompany;
    residence: GuestFormResidence;
    bookingSource: BookingSource;
  }> {
    const bookingSource = bookingSources.find((known) => known === source);
    const company =
      bookingSource && /^[a-z0-9-]{1,80}$/i.test(friendlyCode)
        ? await this.links.findCompanyByFriendlyCode(friendlyCode)
        : undefined;
    const residence =
      company && /^[0-9a-f-]{36}$/i.test(residenceId)
        ? await this.links.findResidence(company.accountId, residenceId)
        : undefined;
    // An archived property takes no new guests; any wrong part reads the same.
    if (!bookingSource || !company || !residence || residence.archived)
      throw new AppError('NOT_FOUND');
    return { company, residence, bookingSource };
  }
}
