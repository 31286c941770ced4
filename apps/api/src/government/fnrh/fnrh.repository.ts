import { Injectable } from '@nestjs/common';
import type { ColumnType } from 'kysely';
import type { FnrhFailure, FnrhTrigger, ReservationFnrh } from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';
import type { ResidencesTables } from '../../residences';

/** A guest as FNRH knows them: 'main' or a companion's key, with FNRH's person and guest ids. */
export type FnrhGuest = { guest: string; pessoaId: string; hospedeId: string };

type Tables = Pick<ResidencesTables, 'residences'> & {
  fnrh_accounts: {
    account_id: string;
    enabled: boolean;
    trigger: FnrhTrigger;
    api_user: string;
    api_key_sealed: string;
    operator_cpf: string;
    updated_at: Date;
  };
  fnrh_stays: {
    reservation_id: string;
    account_id: string;
    reserva_id: string | null;
    precheckin_link: string | null;
    sent_dates: string | null;
    // JSON written as text: node-postgres would send an array as a PostgreSQL array.
    guests: ColumnType<FnrhGuest[], string | undefined, string>;
    checked_in_at: Date | null;
    checked_out_at: Date | null;
    cancelled_at: Date | null;
    /** The host's correction of the guest's trip purpose and transport, for FNRH alone. */
    visit_purpose: string | null;
    transport: string | null;
    failure: ColumnType<FnrhFailure | null, string | null | undefined, string | null>;
    attempts: ColumnType<number, number | undefined, number>;
    updated_at: Date;
  };
};

export type FnrhAccount = {
  enabled: boolean;
  trigger: FnrhTrigger;
  user: string;
  apiKeySealed: string;
  operatorCpf: string;
};

export type FnrhStayRow = {
  [Column in keyof Tables['fnrh_stays']]: Tables['fnrh_stays'][Column] extends ColumnType<
    infer Selected,
    unknown,
    unknown
  >
    ? Selected
    : Tables['fnrh_stays'][Column];
};
type StayChanges = Partial<Omit<FnrhStayRow, 'reservation_id' | 'account_id' | 'updated_at'>>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A host's FNRH opt-in (fnrh_accounts) and each stay as FNRH knows it (fnrh_stays). */
@Injectable()
export class FnrhRepository extends TablesRepository<Tables> {
  async account(accountId: string): Promise<FnrhAccount | undefined> {
    const row = await this.findRow('fnrh_accounts', { account_id: accountId });
    return (
      row && {
        enabled: row.enabled,
        trigger: row.trigger,
        user: row.api_user,
        apiKeySealed: row.api_key_sealed,
        operatorCpf: row.operator_cpf,
      }
    );
  }

  async saveAccount(accountId: string, account: FnrhAccount): Promise<void> {
    await this.upsertRow(
      'fnrh_accounts',
      { account_id: accountId },
      {
        enabled: account.enabled,
        trigger: account.trigger,
        api_user: account.user,
        api_key_sealed: account.apiKeySealed,
        operator_cpf: account.operatorCpf,
        updated_at: new Date(),
      },
    );
  }

  /** The property's clock: a stay given as dates alone checks in at its check-in time. */
  async residenceClock(residenceId: string) {
    return this.db
      .selectFrom('residences')
      .select([
        'time_zone as timeZone',
        'check_in_time as checkInTime',
        'check_out_time as checkOutTime',
      ])
      .where('id', '=', residenceId)
      .executeTakeFirstOrThrow();
  }

  stay(reservationId: string): Promise<FnrhStayRow | undefined> {
    return this.findRow('fnrh_stays', { reservation_id: reservationId });
  }

  async saveStay(reservationId: string, accountId: string, changes: StayChanges): Promise<void> {
    const { guests, failure, ...plain } = changes;
    const values = {
      ...plain,
      ...(guests ? { guests: JSON.stringify(guests) } : {}),
      ...(failure === undefined ? {} : { failure: failure && JSON.stringify(failure) }),
      updated_at: new Date(),
    };
    await this.db
      .insertInto('fnrh_stays')
      .values({ reservation_id: reservationId, account_id: accountId, ...values })
      .onConflict((conflict) => conflict.column('reservation_id').doUpdateSet(values))
      .execute();
  }

  async stayView(reservationId: string): Promise<ReservationFnrh['stay']> {
    const row = await this.stay(reservationId);
    return (
      (row && {
        reservaId: row.reserva_id,
        precheckinLink: row.precheckin_link,
        guests: row.guests.map(({ guest, hospedeId }) => ({ guest, hospedeId })),
        checkedInAt: iso(row.checked_in_at),
        checkedOutAt: iso(row.checked_out_at),
        cancelledAt: iso(row.cancelled_at),
        failure: row.failure,
        attempts: row.attempts,
        updatedAt: row.updated_at.toISOString(),
      }) ??
      null
    );
  }
}
