import { Injectable } from '@nestjs/common';
import type { CpfCheckFailure, CpfSituation, GuestCpfCheck } from '@chegada/contracts';
import { TablesRepository } from '../../infrastructure';

type Tables = {
  cpf_checks: {
    reservation_id: string;
    guest: string;
    subject: string;
    status: GuestCpfCheck['status'];
    situation: CpfSituation | null;
    name_matches: boolean | null;
    birth_date_matches: boolean | null;
    failure: CpfCheckFailure | null;
    checked_at: Date;
  };
};

export type CpfCheckRecord = Omit<GuestCpfCheck, 'checkedAt'> & { subject: string };

/** Each guest's latest CPF check (cpf_checks). */
@Injectable()
export class CpfChecksRepository extends TablesRepository<Tables> {
  async save(reservationId: string, check: CpfCheckRecord): Promise<void> {
    const row = {
      reservation_id: reservationId,
      guest: check.guest,
      subject: check.subject,
      status: check.status,
      situation: check.situation,
      name_matches: check.nameMatches,
      birth_date_matches: check.birthDateMatches,
      failure: check.failure,
      checked_at: new Date(),
    };
    await this.db
      .insertInto('cpf_checks')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['reservation_id', 'guest']).doUpdateSet({ ...row }),
      )
      .execute();
  }

  async ofReservation(reservationId: string): Promise<(GuestCpfCheck & { subject: string })[]> {
    const rows = await this.db
      .selectFrom('cpf_checks')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('guest')
      .execute();
    return rows.map((row) => ({
      guest: row.guest,
      subject: row.subject,
      status: row.status,
      situation: row.situation,
      nameMatches: row.name_matches,
      birthDateMatches: row.birth_date_matches,
      failure: row.failure,
      checkedAt: row.checked_at.toISOString(),
    }));
  }
}
