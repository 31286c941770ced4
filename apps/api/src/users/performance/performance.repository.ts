import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../infrastructure';

export type UserPerformance = {
  userId: string;
  name: string;
  approved: number;
  refused: number;
  /** From the reservation's submission to its approval; null before any approval. */
  averageApprovalMinutes: number | null;
};

/**
 * Reservation decisions per user of an account, read from the audit trail until the
 * reservation read models exist: approvals and refusals are the events the user is the actor
 * of, and the time to approve starts at the latest ReservationSubmitted before the approval
 * (the reservation's first event when it has none).
 */
@Injectable()
export class PerformanceRepository {
  constructor(@Inject(DATABASE) private readonly db: Kysely<unknown>) {}

  async forAccount(accountId: string): Promise<UserPerformance[]> {
    const { rows } = await sql<UserPerformance>`
      with members as (
        select id, name, role, created_at from users
        where id = ${accountId} or owner_id = ${accountId}
      ),
      decisions as (
        select
          decision.actor_id,
          decision.event_type,
          extract(epoch from decision.occurred_at - coalesce(
            (select max(submitted.occurred_at) from audit_events submitted
              where submitted.stream_id = decision.stream_id
                and submitted.event_type = 'ReservationSubmitted'
                and submitted.revision < decision.revision),
            (select min(first.occurred_at) from audit_events first
              where first.stream_id = decision.stream_id)
          )) / 60 as minutes
        from audit_events decision
        where decision.event_type in ('ReservationApproved', 'ReservationRefused')
          and decision.actor_id in (select id::text from members)
      )
      select
        member.id as "userId",
        member.name,
        count(*) filter (where decision.event_type = 'ReservationApproved')::int as approved,
        count(*) filter (where decision.event_type = 'ReservationRefused')::int as refused,
        round(avg(decision.minutes) filter (where decision.event_type = 'ReservationApproved'), 1)
          ::float8 as "averageApprovalMinutes"
      from members member
      left join decisions decision on decision.actor_id = member.id::text
      group by member.id, member.name, member.role, member.created_at
      order by member.role, member.created_at, member.id`.execute(this.db);
    return rows;
  }
}
