import { Injectable } from '@nestjs/common';
import type { IntegrationName } from '../common';
import { TablesRepository } from '../infrastructure';
import type { BookingsTables } from './bookings.tables';

/** Which reservation an imported booking became, and the dates the import last applied. */
export type ImportRecord = {
  externalId: string;
  reservationId: string;
  checkIn: string;
  checkOut: string;
  /** The booking's id on the channel as the host is shown it (Stays' short id, Airbnb's code). */
  bookingCode: string | null;
  /** The reservation's first event is appended. */
  created: boolean;
  cancelled: boolean;
};

/** Where an integration's bookings land: its name and scope (iCal: the residence). */
export type ImportTarget = {
  integration: IntegrationName;
  scope: string;
  accountId: string;
  residenceId: string;
};

export type NewImport = {
  externalId: string;
  reservationId: string;
  checkIn: string;
  checkOut: string;
  bookingCode: string | null;
  phoneLastDigits: string | null;
};

/** The idempotency keys of imports (booking_imports): nothing is created twice. */
@Injectable()
export class BookingImports extends TablesRepository<Pick<BookingsTables, 'booking_imports'>> {
  async list(target: ImportTarget): Promise<ImportRecord[]> {
    const rows = await this.db
      .selectFrom('booking_imports')
      .select([
        'external_id as externalId',
        'reservation_id as reservationId',
        'check_in as checkIn',
        'check_out as checkOut',
        'booking_code as bookingCode',
        'created',
        'cancelled_at as cancelledAt',
      ])
      .where('integration', '=', target.integration)
      .where('scope', '=', target.scope)
      .execute();
    return rows.map(({ cancelledAt, ...row }) => ({ ...row, cancelled: cancelledAt !== null }));
  }

  /** Records the booking's key before its reservation exists; false when another sync has it. */
  async claim(target: ImportTarget, booking: NewImport): Promise<boolean> {
    return (await this.claimMany([{ target, booking }])).has(booking.reservationId);
  }

  /** claim for many bookings in one statement: the reservation ids whose booking it claimed. */
  async claimMany(claims: { target: ImportTarget; booking: NewImport }[]): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const inserted = await this.db
      .insertInto('booking_imports')
      .values(
        claims.map(({ target, booking }) => ({
          integration: target.integration,
          scope: target.scope,
          external_id: booking.externalId,
          account_id: target.accountId,
          residence_id: target.residenceId,
          reservation_id: booking.reservationId,
          check_in: booking.checkIn,
          check_out: booking.checkOut,
          booking_code: booking.bookingCode,
          phone_last_digits: booking.phoneLastDigits,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('reservation_id')
      .execute();
    return new Set(inserted.map((row) => row.reservation_id));
  }

  /** Whether an import brought the reservation (the messages ask, through the processes). */
  isImported(reservationId: string): Promise<boolean> {
    return this.hasRow('booking_imports', { reservation_id: reservationId });
  }

  async created(reservationId: string): Promise<void> {
    await this.createdMany([reservationId]);
  }

  /** The reservations' first events are appended, in one statement. */
  async createdMany(reservationIds: string[]): Promise<void> {
    if (reservationIds.length === 0) return;
    await this.db
      .updateTable('booking_imports')
      .set({ created: true })
      .where('reservation_id', 'in', reservationIds)
      .execute();
  }

  async datesApplied(reservationId: string, checkIn: string, checkOut: string): Promise<void> {
    await this.update(reservationId, {
      check_in: checkIn,
      check_out: checkOut,
      cancelled_at: null,
    });
  }

  /** Moves a claim to another reservation id (its first one can no longer be created). */
  async rekey(reservationId: string, newReservationId: string): Promise<void> {
    await this.db
      .updateTable('booking_imports')
      .set({ reservation_id: newReservationId })
      .where('reservation_id', '=', reservationId)
      .execute();
  }

  /** The channel's id of the booking now (a cancel-and-recreate on Stays gives a new one). */
  async recoded(reservationId: string, bookingCode: string | null): Promise<void> {
    await this.update(reservationId, { booking_code: bookingCode });
  }

  async cancelled(reservationId: string, at: Date): Promise<void> {
    await this.update(reservationId, { cancelled_at: at });
  }

  private async update(
    reservationId: string,
    set: Partial<Omit<BookingsTables['booking_imports'], 'created'>> & { created?: boolean },
  ): Promise<void> {
    await this.db
      .updateTable('booking_imports')
      .set(set)
      .where('reservation_id', '=', reservationId)
      .execute();
  }
}
