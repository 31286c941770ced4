import { Injectable } from '@nestjs/common';
import type { ColumnType } from 'kysely';
import type { GuestCpfCheck } from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';

type Tables = {
  cpf_checks: {
    reservation_id: string;
    guest: string;
    status: GuestCpfCheck['status'];
    situation: GuestCpfCheck['situation'];
    name_matches: boolean | null;
    birth_date_matches: boolean | null;
    checked_at: Date;
  };
  fnrh_stays: {
    reservation_id: string;
    reserva_id: string | null;
    precheckin_link: string | null;
    guests: ColumnType<Array<{ guest: string; hospedeId: string }>, never, never>;
    checked_in_at: Date | null;
    checked_out_at: Date | null;
    cancelled_at: Date | null;
  };
  access_log: {
    kind: string;
    reservation_id: string | null;
    guest: string | null;
    ip: string;
    first_at: Date;
    last_at: Date;
  };
};

/**
 * What other parts of the product recorded about a stay's guests, read for their copy (issue
 * 32): the CPF checks against the Receita's register, FNRH's ids of the stay, and the access
 * log of the guests' link sessions. Reads only.
 */
@Injectable()
export class StayRecordsRepository extends TablesRepository<Tables> {
  cpfChecksOf(reservationId: string) {
    return this.db
      .selectFrom('cpf_checks')
      .select(['guest', 'status', 'situation', 'name_matches', 'birth_date_matches', 'checked_at'])
      .where('reservation_id', '=', reservationId)
      .orderBy('guest')
      .execute();
  }

  fnrhOf(reservationId: string) {
    return this.db
      .selectFrom('fnrh_stays')
      .select([
        'reserva_id',
        'precheckin_link',
        'guests',
        'checked_in_at',
        'checked_out_at',
        'cancelled_at',
      ])
      .where('reservation_id', '=', reservationId)
      .executeTakeFirst();
  }

  /** The guests' link sessions (date, time, address: Marco Civil art. 15), oldest first. */
  linkSessionsOf(reservationId: string) {
    return this.db
      .selectFrom('access_log')
      .select(['guest', 'ip', 'first_at', 'last_at'])
      .where('kind', '=', 'guest-link')
      .where('reservation_id', '=', reservationId)
      .orderBy('first_at')
      .execute();
  }
}
