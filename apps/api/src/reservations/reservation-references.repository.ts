import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { LinkDispatchSetting } from '@chegada/domain';
import { TablesRepository } from '../infrastructure';

/** What a reservation needs to know of its residence. */
export type ResidenceReference = {
  id: string;
  name: string;
  maxGuests: number;
  usesTTLock: boolean;
  dynamicPassword: boolean;
  /**
   * The property's manual door code (no smart lock), sealed (DoorCodeSeal); a reservation's
   * own overrides it.
   */
  doorCode: string | null;
  supportedLanguages: string[];
  /** IANA zone the residence's clock reads in: the console shows and edits stays in it. */
  timeZone: string;
  /** The usual times ('14:00', '11:00'): a stay given as dates alone is at them (stayInstant). */
  checkInTime: string;
  checkOutTime: string;
  /** The deposit the property asks, in centavos; 0 asks none. */
  depositAmount: number;
  /** When an imported reservation's guest link goes by itself (issue 30). */
  guestLinkAutoSend: LinkDispatchSetting['autoSend'];
  guestLinkDaysBefore: number;
};

// Only the columns read here (the residences module owns the table, the accounts module users).
type ReferenceTables = {
  residences: {
    id: string;
    account_id: string;
    name: string;
    max_guests: number;
    uses_ttlock: boolean;
    dynamic_password: boolean;
    door_code: string | null;
    supported_languages: string[];
    time_zone: string;
    check_in_time: string;
    check_out_time: string;
    deposit_amount: number;
    guest_link_auto_send: LinkDispatchSetting['autoSend'];
    guest_link_days_before: number;
    archived_at: Date | null;
  };
  users: { id: string; owner_id: string | null; active: boolean };
  booking_imports: {
    reservation_id: string;
    integration: 'ical' | 'stays';
    booking_code: string | null;
  };
};

/** The relational rows a reservation command checks, always within the caller's account. */
@Injectable()
export class ReservationReferencesRepository extends TablesRepository<ReferenceTables> {
  /** A residence of the account; archived ones only when `includeArchived` (reading). */
  async findResidence(
    accountId: string,
    residenceId: string,
    { includeArchived = false } = {},
  ): Promise<ResidenceReference | undefined> {
    let query = this.residences(accountId).where('id', '=', residenceId);
    if (!includeArchived) query = query.where('archived_at', 'is', null);
    return query.executeTakeFirst();
  }

  /** The account's residences among these ids (not archived), in one query. */
  async findResidences(
    accountId: string,
    residenceIds: readonly string[],
  ): Promise<Map<string, ResidenceReference>> {
    if (residenceIds.length === 0) return new Map();
    const rows = await this.residences(accountId)
      .where('id', 'in', [...new Set(residenceIds)])
      .where('archived_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  private residences(accountId: string) {
    return this.db
      .selectFrom('residences')
      .select([
        'id',
        'name',
        'max_guests as maxGuests',
        'uses_ttlock as usesTTLock',
        'dynamic_password as dynamicPassword',
        'door_code as doorCode',
        'supported_languages as supportedLanguages',
        'time_zone as timeZone',
        'check_in_time as checkInTime',
        'check_out_time as checkOutTime',
        'deposit_amount as depositAmount',
        'guest_link_auto_send as guestLinkAutoSend',
        'guest_link_days_before as guestLinkDaysBefore',
      ])
      .where('account_id', '=', accountId);
  }

  /**
   * Records a new reservation under its residence before its first event is appended, so a
   * residence delete counts it even while the list read model lags. Holding the residence's
   * row in share mode orders this against a delete: false when the residence is gone.
   */
  async recordReservation(
    accountId: string,
    residenceId: string,
    reservationId: string,
  ): Promise<boolean> {
    const { rows } = await sql<{ reservation_id: string }>`
      insert into residence_reservations (reservation_id, residence_id)
      select ${reservationId}, id from residences
        where id = ${residenceId} and account_id = ${accountId} and archived_at is null
        for share
      returning reservation_id`.execute(this.db);
    return rows.length === 1;
  }

  /**
   * recordReservation for many new reservations of the account in one statement; the ids
   * recorded (those whose residence is still there).
   */
  async recordReservations(
    accountId: string,
    reservations: readonly { residenceId: string; reservationId: string }[],
  ): Promise<Set<string>> {
    if (reservations.length === 0) return new Set();
    const wanted = JSON.stringify(reservations);
    const { rows } = await sql<{ reservation_id: string }>`
      insert into residence_reservations (reservation_id, residence_id)
      select wanted."reservationId", residence.id
        from jsonb_to_recordset(${wanted}::jsonb) as wanted("reservationId" uuid, "residenceId" uuid)
        cross join lateral (select id from residences where id = wanted."residenceId"
          and account_id = ${accountId} and archived_at is null for share) residence
      returning reservation_id`.execute(this.db);
    return new Set(rows.map((row) => row.reservation_id));
  }

  /**
   * What brought the reservation by itself (apps/api/src/bookings), with the booking's id there
   * (Stays' short id, Airbnb's code); null when typed.
   */
  async imported(
    reservationId: string,
  ): Promise<{ from: 'ical' | 'stays'; id: string | null } | null> {
    const row = await this.db
      .selectFrom('booking_imports')
      .select(['integration', 'booking_code'])
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row ? { from: row.integration, id: row.booking_code } : null;
  }

  /** The owner or an active sub-user of the account. */
  async isActiveMember(accountId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('id', '=', accountId), eb('owner_id', '=', accountId)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}
