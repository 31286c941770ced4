import { sql } from 'kysely';
import { RESERVATION_STREAM_PREFIX, ReservationStatus } from '@chegada/domain';
import type { RecordedEvent } from '@chegada/event-store';
import { checkoutDateOf, dateInBrazil, RETENTION_TIME_ZONE } from './retention-period';

type Stay = { checkOut: string; status: ReservationStatus };

/**
 * When the host said the guests left ("finish checkout"), if the stay is finished: its last
 * finish, as the command said it happened. One the system made (a deletion closing a stay past
 * its checkout date) says nothing of when they left.
 */
const finishedAtOf = (stay: Stay, events: readonly RecordedEvent[]): Date | null => {
  if (stay.status !== ReservationStatus.CHECKOUT_FINISHED) return null;
  const finish = events.findLast((event) => event.type === 'CheckoutFinished');
  if (!finish || finish.metadata.actorRole === 'SYSTEM') return null;
  const said = new Date(finish.metadata.occurredAt);
  return Number.isNaN(said.getTime()) ? finish.recordedAt : said;
};

/**
 * The day a stay ended, which the retention periods count from (issue 32): its checkout DATE
 * (hosts often never press "finish checkout"), or the day the host finished it when that came
 * first (the guests left early). A date in Brasília, YYYY-MM-DD; `events`: the stay's stream.
 */
export const stayEndDateOf = (stay: Stay, events: readonly RecordedEvent[]): string => {
  const planned = checkoutDateOf(stay.checkOut);
  const finishedAt = finishedAtOf(stay, events);
  const finished = finishedAt && dateInBrazil(finishedAt);
  return finished && finished < planned ? finished : planned;
};

/**
 * stayEndDateOf in SQL, for a reservation_list row `r`: the finish is read from the audit trail
 * (every event's metadata), its last CheckoutFinished while the stay is finished.
 */
export const STAY_END_DATE = sql`least(
  coalesce(r.check_out_day::date,
    (r.check_out at time zone ${sql.lit(RETENTION_TIME_ZONE)})::date),
  case when r.status = ${sql.lit(ReservationStatus.CHECKOUT_FINISHED)} then (
    select case when a.actor_role = 'SYSTEM' then null
           else (coalesce(a.occurred_at, a.recorded_at)
                   at time zone ${sql.lit(RETENTION_TIME_ZONE)})::date end
      from audit_events a
     where a.stream_id = ${sql.lit(RESERVATION_STREAM_PREFIX)} || r.id::text
       and a.event_type = 'CheckoutFinished'
     order by a.revision desc limit 1) end)`;
