import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { CONFIG, type Config } from '@chegada/config';
import { resolveMasterKey } from '@chegada/personal-data';
import { AppError } from '../../../common';
import { DATABASE } from '../../../infrastructure';

/** How long the same guest and days answer the same reservation: a second phone, a retry. */
export const GENERIC_BOOKING_WINDOW_MINUTES = 30;
/** How long a repeat waits for the first request to create the reservation. */
const WAIT_FOR_FIRST_MS = 5000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/** Who starts a stay, as the unique link's form gives it, and the stay's days. */
export type GenericGuest = {
  residenceId: string;
  guestName: string;
  guestEmail?: string | null;
  guestPhone?: string | null;
  checkInDate: string;
  checkOutDate: string;
};

// Accents, case and spacing differ between two phones typing the same name.
const normalName = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The guest's identity as compared: every identifying field given, normalised. */
export const genericGuestIdentity = (guest: GenericGuest): string =>
  JSON.stringify([
    guest.residenceId,
    normalName(guest.guestName),
    (guest.guestEmail ?? '').trim().toLowerCase(),
    (guest.guestPhone ?? '').replace(/[^\d]/g, ''),
    guest.checkInDate,
    guest.checkOutDate,
  ]);

type BookingTables = {
  generic_link_bookings: {
    residence_id: string;
    guest_hash: string;
    reservation_id: string;
    created: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, never, never>;
  };
};

export type GenericBooking = { reservationId: string; repeated: boolean };

/**
 * One reservation per guest and stay on a property's unique link within the window: the
 * first request claims the row (the primary key decides between simultaneous ones) with a
 * new random id and creates the reservation; a repeat with the same identity answers that id
 * once it exists. Another guest's data hashes apart, so it never finds this reservation.
 */
@Injectable()
export class GenericBookings {
  private readonly db: Kysely<BookingTables>;
  private readonly key: Buffer;
  private lastPurge = 0;

  constructor(@Inject(DATABASE) database: Kysely<unknown>, @Inject(CONFIG) config: Config) {
    this.db = database.withTables<BookingTables>();
    const master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
    this.key = Buffer.from(hkdfSync('sha256', master, 'chegada', 'generic-link-booking', 32));
  }

  /** Runs `create` with a new reservation id, unless this guest's stay has one already. */
  async once(guest: GenericGuest, create: (id: string) => Promise<void>): Promise<GenericBooking> {
    const row = {
      residence_id: guest.residenceId,
      guest_hash: createHmac('sha256', this.key).update(genericGuestIdentity(guest)).digest('hex'),
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      await this.purgeExpired(row.residence_id, row.guest_hash);
      const reservationId = randomUUID();
      const claimed = await this.db
        .insertInto('generic_link_bookings')
        .values({ ...row, reservation_id: reservationId })
        .onConflict((conflict) => conflict.columns(['residence_id', 'guest_hash']).doNothing())
        .returning('reservation_id')
        .executeTakeFirst();
      if (claimed) {
        await this.createClaimed(row, reservationId, create);
        return { reservationId, repeated: false };
      }
      const first = await this.db
        .selectFrom('generic_link_bookings')
        .select(['reservation_id', 'created'])
        .where('residence_id', '=', row.residence_id)
        .where('guest_hash', '=', row.guest_hash)
        .executeTakeFirst();
      if (first?.created) return { reservationId: first.reservation_id, repeated: true };
      // The first is still creating it (or failed and freed the row: claim again).
      if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
      await sleep(100);
    }
  }

  private async createClaimed(
    row: { residence_id: string; guest_hash: string },
    reservationId: string,
    create: (id: string) => Promise<void>,
  ): Promise<void> {
    try {
      await create(reservationId);
    } catch (error) {
      // A refused creation leaves nothing to answer: a corrected repeat may claim again.
      await this.db
        .deleteFrom('generic_link_bookings')
        .where('residence_id', '=', row.residence_id)
        .where('guest_hash', '=', row.guest_hash)
        .where('reservation_id', '=', reservationId)
        .execute();
      throw error;
    }
    await this.db
      .updateTable('generic_link_bookings')
      .set({ created: true })
      .where('residence_id', '=', row.residence_id)
      .where('guest_hash', '=', row.guest_hash)
      .where('reservation_id', '=', reservationId)
      .execute();
  }

  // This row when its window has passed (or its creator died mid-request), others now and then.
  private async purgeExpired(residenceId: string, guestHash: string): Promise<void> {
    const expired = sql<boolean>`created_at < now() - make_interval(mins => ${GENERIC_BOOKING_WINDOW_MINUTES})`;
    const abandoned = sql<boolean>`not created and created_at < now() - interval '1 minute'`;
    await this.db
      .deleteFrom('generic_link_bookings')
      .where('residence_id', '=', residenceId)
      .where('guest_hash', '=', guestHash)
      .where((eb) => eb.or([expired, abandoned]))
      .execute();
    if (Date.now() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = Date.now();
    await this.db.deleteFrom('generic_link_bookings').where(expired).execute();
  }
}
