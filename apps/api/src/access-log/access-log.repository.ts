import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../infrastructure';

/** One access: a user signing in, or a guest's request through their link. */
export type Access =
  | { kind: 'sign-in'; accountId: string; userId: string; ip: string }
  | { kind: 'guest-link'; accountId: string; reservationId: string; guest: string; ip: string };

type AccessLogTables = {
  access_log: {
    kind: Access['kind'];
    account_id: string;
    user_id: string | null;
    reservation_id: string | null;
    guest: string | null;
    ip: string;
    day: string;
    first_at: Date;
    last_at: Date;
  };
};

/** The access_log table (access-log.migrations.ts): written by sign-ins and guest links. */
@Injectable()
export class AccessLogRepository extends TablesRepository<AccessLogTables> {
  /** Records the access; a second one of the same session (day and address) moves its end. */
  async record(access: Access, at: Date): Promise<void> {
    await sql`
      insert into access_log
          (kind, account_id, user_id, reservation_id, guest, ip, day, first_at, last_at)
        values (${access.kind}, ${access.accountId},
          ${access.kind === 'sign-in' ? access.userId : null},
          ${access.kind === 'guest-link' ? access.reservationId : null},
          ${access.kind === 'guest-link' ? access.guest : null},
          ${access.ip}, (${at}::timestamptz at time zone 'UTC')::date, ${at}, ${at})
        on conflict (kind, coalesce(user_id::text, reservation_id::text || ':' || guest), ip, day)
        do update set last_at = greatest(access_log.last_at, excluded.last_at)`.execute(this.db);
  }

  /** How many entries ended before `cutoff`: what a purge would delete. */
  async countEndedBefore(cutoff: Date): Promise<number> {
    const row = await this.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('last_at', '<', cutoff)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Deletes the entries that ended before `cutoff`; how many went. */
  async deleteEndedBefore(cutoff: Date): Promise<number> {
    const { numAffectedRows } = await sql`
      delete from access_log where last_at < ${cutoff}`.execute(this.db);
    return Number(numAffectedRows ?? 0);
  }

  /** Every entry of an account's users and guests, newest first (support and tests). */
  async ofAccount(accountId: string): Promise<AccessLogTables['access_log'][]> {
    return this.db
      .selectFrom('access_log')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('first_at', 'desc')
      .execute();
  }
}
