import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import { isDomainError, type BookedParty, type BookingSource } from '@chegada/domain';
import type { CreateReservationRequest, Locale } from '@chegada/contracts';
import { integrationUserId, type CommandContext } from '../common';
import { SubscriptionGate } from '../subscription-gate';
import { ReservationStreamReader } from '../reservation-stream';
import { CreateReservationHandler, ReservationCommands } from '../reservations';
import {
  BookingImports,
  type ImportRecord,
  type ImportTarget,
  type NewImport,
} from './booking-imports.repository';
import { emptyTally, tally, type SyncTally } from './sync-outcome';

/** A booking as an integration delivers it, ready to become a reservation. */
export type IncomingBooking = NewImport & {
  /** Shown instead of the guest's name until the guest fills the form. */
  guestName: string;
  /** The guest's contact when the channel gives one (Stays' client record; never iCal). */
  guestEmail?: string | null;
  guestPhone?: string | null;
  source: BookingSource;
  maxGuests: number;
  /** Adults and children as the channel gave them (Stays' guestsDetails; never iCal). */
  party?: BookedParty | null;
  language: Locale;
};

/** held: a new booking not created while the account's subscription is inactive (issue 31). */
export type ImportResult = 'created' | 'changed' | 'unchanged' | 'refused' | 'held';

/** Bookings imported together: Stays' largest page. */
export const IMPORT_PAGE = 20;

/** One booking of a page, where it lands, and what an earlier sync made of it. */
export type PageItem = { target: ImportTarget; booking: IncomingBooking; known?: ImportRecord };

/** The reservation a new booking asks for. */
const creationOf = (target: ImportTarget, booking: IncomingBooking): CreateReservationRequest => ({
  residenceId: target.residenceId,
  guestName: booking.guestName,
  ...(booking.guestEmail ? { guestEmail: booking.guestEmail } : {}),
  ...(booking.guestPhone ? { guestPhone: booking.guestPhone } : {}),
  CheckIn: booking.checkIn,
  checkout: booking.checkOut,
  source: booking.source,
  maxGuests: booking.maxGuests,
  language: booking.language,
});

/** A refusal the lifecycle gives (a stay the host cancelled or finished): skipped, not fatal. */
const refusal = (error: unknown): string | null => (isDomainError(error) ? error.code : null);

/**
 * Turns imported bookings into reservations through the lifecycle's own commands, a page at a
 * time whatever the integration (iCal, Stays): new → CreateReservation, other dates →
 * ExtendCheckout, back after the import cancelled it → RevertCancellation, gone →
 * CancelReservation with the integration as the actor. The booking's key is recorded before its reservation, so nothing
 * is created twice, and unchanged bookings execute nothing (no event).
 */
@Injectable()
export class ReservationImport {
  private readonly logger = new Logger('ReservationImport');

  constructor(
    private readonly commands: ReservationCommands,
    private readonly create: CreateReservationHandler,
    private readonly imports: BookingImports,
    private readonly streams: ReservationStreamReader,
    private readonly gate: SubscriptionGate,
  ) {}

  async apply(
    target: ImportTarget,
    booking: IncomingBooking,
    known: ImportRecord | undefined,
    context: CommandContext,
  ): Promise<ImportResult> {
    try {
      if (!known) return await this.createReservation(target, booking, context, true);
      if (!known.created) return await this.resume(target, booking, known, context);
      return await this.follow(booking, known, context);
    } catch (error) {
      return this.refused(booking, error);
    }
  }

  /**
   * Every booking a sync read (a feed's, a Stays account's), IMPORT_PAGE at a time in the order
   * given (a property's stays keep it): `itemsOf` makes a page's items (reading what it needs),
   * applyPage applies them. Between pages the event loop takes its turn: thousands of unchanged
   * bookings do no I/O of their own and would otherwise hold up, for seconds, every request the
   * same process answers (health among them).
   */
  async applyInPages<Booking>(
    bookings: Booking[],
    itemsOf: (page: Booking[]) => PageItem[] | Promise<PageItem[]>,
    context: CommandContext,
  ): Promise<SyncTally> {
    const counts = emptyTally();
    for (let start = 0; start < bookings.length; start += IMPORT_PAGE) {
      if (start > 0) await nextTurn();
      const page = await itemsOf(bookings.slice(start, start + IMPORT_PAGE));
      for (const result of await this.applyPage(page, context)) tally(counts, result);
    }
    return counts;
  }

  /**
   * A page of bookings, each judged as `apply` judges it; the new ones claimed, created and
   * marked together, a statement each for the page (one append: subscribers catch up once). A
   * claim is recorded before its reservation, so a stop midway is resumed by the next sync as
   * `apply` resumes one.
   */
  private async applyPage(page: PageItem[], context: CommandContext): Promise<ImportResult[]> {
    const results = new Map<PageItem, ImportResult>();
    for (const item of page)
      if (item.known)
        results.set(item, await this.apply(item.target, item.booking, item.known, context));
    const fresh = page.filter((item) => !item.known);
    if (fresh.length > 0) await this.createPage(fresh, context, results);
    return page.map((item) => results.get(item)!);
  }

  private async createPage(
    fresh: PageItem[],
    context: CommandContext,
    results: Map<PageItem, ImportResult>,
  ): Promise<void> {
    const setAll = (items: PageItem[], result: ImportResult) =>
      items.forEach((item) => results.set(item, result));
    // Nothing new while unpaid; nothing claimed either, so the next sync after payment creates it.
    if (!(await this.gate.mayCreate(fresh[0]!.target.accountId))) return setAll(fresh, 'held');
    const claimed = await this.imports.claimMany(fresh);
    setAll(fresh, 'unchanged');
    const creating = fresh.filter(({ booking }) => claimed.has(booking.reservationId));
    const settled = await this.create.executeMany(
      creating.map(({ target, booking }) => ({
        body: creationOf(target, booking),
        reservationId: booking.reservationId,
        party: booking.party ?? undefined,
      })),
      context,
    );
    const created = creating.filter((_, index) => settled[index]!.status === 'fulfilled');
    await this.imports.createdMany(created.map(({ booking }) => booking.reservationId));
    setAll(created, 'created');
    const failures = settled.flatMap((result, index) =>
      result.status === 'rejected'
        ? [{ item: creating[index]!, error: result.reason as unknown }]
        : [],
    );
    for (const { item, error } of failures) results.set(item, this.refused(item.booking, error));
  }

  /** 'refused' for the lifecycle's refusal; anything else is ours, and thrown. */
  private refused(booking: IncomingBooking, error: unknown): ImportResult {
    const code = refusal(error);
    if (!code) throw error;
    this.logger.warn(`Booking ${booking.externalId} not applied: ${code}`);
    return 'refused';
  }

  /** Cancels a reservation whose booking is gone; false when the lifecycle refuses it. */
  async cancel(
    target: ImportTarget,
    { reservationId }: ImportRecord,
    cancelMotive: string,
    context: CommandContext,
  ): Promise<boolean> {
    const userId = integrationUserId(target.integration);
    let cancelled = true;
    try {
      const data = { reservationId, cancelMotive, userId };
      await this.commands.execute('CancelReservation', data, context);
    } catch (error) {
      // Cancelled or finished by the host already: nothing left to cancel.
      if (!refusal(error)) throw error;
      cancelled = false;
    }
    await this.imports.cancelled(reservationId, new Date(context.occurredAt));
    return cancelled;
  }

  private async createReservation(
    target: ImportTarget,
    booking: IncomingBooking,
    context: CommandContext,
    claim: boolean,
  ): Promise<ImportResult> {
    // Nothing new while unpaid; nothing claimed either, so the next sync after payment creates it.
    if (!(await this.gate.mayCreate(target.accountId))) return 'held';
    if (claim && !(await this.imports.claim(target, booking))) return 'unchanged';
    await this.create.execute(
      creationOf(target, booking),
      context,
      booking.reservationId,
      booking.party ?? undefined,
    );
    await this.imports.created(booking.reservationId);
    return 'created';
  }

  /**
   * A claim never marked created (the worker stopped midway): its reservation may exist, or
   * only the residence's record of its id (made before the first event), which refuses that id
   * again; then the booking is created under a new id.
   */
  private async resume(
    target: ImportTarget,
    booking: IncomingBooking,
    claimed: ImportRecord,
    context: CommandContext,
  ): Promise<ImportResult> {
    if (await this.streams.movedSince(claimed.reservationId, -1)) {
      await this.imports.created(claimed.reservationId);
      return this.follow(booking, { ...claimed, created: true }, context);
    }
    const reservationId = randomUUID();
    await this.imports.rekey(claimed.reservationId, reservationId);
    return this.createReservation(target, { ...booking, reservationId }, context, false);
  }

  private async follow(
    booking: IncomingBooking,
    known: ImportRecord,
    context: CommandContext,
  ): Promise<ImportResult> {
    const { reservationId } = known;
    // The id shown follows the live booking (Stays' new id after a cancel-and-recreate); the
    // key, hence the reservation, stays the same.
    if (booking.bookingCode !== known.bookingCode)
      await this.imports.recoded(reservationId, booking.bookingCode);
    const moved = known.checkIn !== booking.checkIn || known.checkOut !== booking.checkOut;
    if (!moved && !known.cancelled) return 'unchanged';
    if (known.cancelled)
      await this.commands.execute('RevertCancellation', { reservationId, confirm: true }, context);
    if (moved) {
      const { checkIn, checkOut } = booking;
      const dates = { reservationId, checkIn, checkOut, confirm: true };
      await this.commands.execute('ExtendCheckout', dates, context);
    }
    await this.imports.datesApplied(reservationId, booking.checkIn, booking.checkOut);
    return 'changed';
  }
}
