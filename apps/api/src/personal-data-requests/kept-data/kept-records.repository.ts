import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { Sealed } from '@chegada/personal-data';
import { TablesRepository } from '../../infrastructure';

type Tables = {
  personal_data_kept: {
    reservation_id: string;
    account_id: string;
    record: Sealed;
    /** The holder's kept name in plain: the list shows and searches it until keep_until. */
    holder_name: string | null;
    keep_until: Date;
    kept_at?: Date;
  };
  reservation_list: { id: string; guest_name: string | null };
  fnrh_stays: { reservation_id: string; reserva_id: string | null };
};

export type KeptRecord = Tables['personal_data_kept'];

/**
 * What a deletion keeps of a stay (issue 32): the identity data the host must keep for the
 * retention period, sealed under a key of its own, and the stay's FNRH record (the
 * government's), always by account or reservation.
 */
@Injectable()
export class KeptRecordsRepository extends TablesRepository<Tables> {
  /** Until when a deletion keeps the reservation's identity data; null when it keeps none. */
  async keptUntil(reservationId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('personal_data_kept')
      .select('keep_until')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row?.keep_until ?? null;
  }

  /** FNRH's id of the stay, once it was registered there (the government's record). */
  async fnrhReservaOf(reservationId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('fnrh_stays')
      .select('reserva_id')
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
    return row?.reserva_id ?? null;
  }

  /** What a deletion kept of the reservation (sealed), by account, with when it was kept. */
  keptOf(accountId: string, reservationId: string) {
    return this.db
      .selectFrom('personal_data_kept')
      .select(['record', 'keep_until', 'kept_at'])
      .where('account_id', '=', accountId)
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
  }

  /** Kept once; a holder who typed no name on the form is listed by the booking's name. */
  async keep(kept: KeptRecord): Promise<void> {
    const bookingName = this.db
      .selectFrom('reservation_list')
      .select('guest_name')
      .where('id', '=', kept.reservation_id);
    await this.db
      .insertInto('personal_data_kept')
      .values({
        ...kept,
        holder_name: sql<string | null>`coalesce(${kept.holder_name}, (${bookingName}))`,
      })
      .onConflict((conflict) => conflict.column('reservation_id').doNothing())
      .execute();
  }
}
