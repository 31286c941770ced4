import { sql } from 'kysely';
import { DEFAULT_TIME_ZONE } from './read-model.tables';

/**
 * The account's "today" at `now`, as a SQL date: the earliest date any of its properties is
 * living (they differ only around midnight), Brasília's when it has none. Neither the server's
 * UTC day nor tomorrow's for a host at 22:00 in São Paulo.
 */
export const accountToday = (accountId: string, now: Date) => {
  const at = now.toISOString();
  return sql<string>`(
    select coalesce(
      min((${at}::timestamptz at time zone res.time_zone)::date),
      (${at}::timestamptz at time zone ${DEFAULT_TIME_ZONE})::date
    )
    from residences res where res.account_id = ${accountId}
  )`;
};
