import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '@chegada/event-store';
import type { Projection, ProjectionStore, ProjectionTransaction } from '../projection';

/** One line of a reservation's history: who did what, when and from where. */
export type AuditEntry = {
  eventId: string;
  streamId: string;
  revision: number;
  eventType: string;
  actorId: string | null;
  actorRole: string;
  guestLink: string | null;
  correlationId: string | null;
  causationId: string | null;
  ip: string | null;
  userAgent: string | null;
  occurredAt: Date | null;
  recordedAt: Date;
  position: string;
  changedFields: string[];
};

export type AuditEventsTable = {
  event_id: string;
  stream_id: string;
  revision: number;
  event_type: string;
  actor_id: string | null;
  actor_role: string;
  guest_link: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  ip: string | null;
  user_agent: string | null;
  occurred_at: Date | null;
  recorded_at: Date;
  position: string;
  changed_fields: string[];
};

type AuditSchema = { audit_events: AuditEventsTable };

// Older or hand-written events may lack a field; the trail records what is there.
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

const timestamp = (value: unknown): Date | null => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Names of the fields an event sets; never their values. */
export const changedFieldsOf = (data: unknown): string[] =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data).sort() : [];

export const auditEntryOf = (event: RecordedEvent): AuditEntry => {
  const metadata: Partial<Record<string, unknown>> = { ...event.metadata };
  return {
    eventId: event.id,
    streamId: event.streamId,
    revision: event.revision,
    eventType: event.type,
    actorId: text(metadata.actorId),
    actorRole: text(metadata.actorRole) ?? 'UNKNOWN',
    guestLink: text(metadata.guestLink),
    correlationId: text(metadata.correlationId),
    causationId: text(metadata.causationId),
    // Never copied: an address is an access log entry, kept 6 months in access_log (issue 32);
    // events appended before that change may still carry one (KurrentDB keeps them as written).
    ip: null,
    userAgent: text(metadata.userAgent),
    occurredAt: timestamp(metadata.occurredAt),
    recordedAt: event.recordedAt,
    position: event.position,
    changedFields: changedFieldsOf(event.data),
  };
};

const rowOf = (entry: AuditEntry): AuditEventsTable => ({
  event_id: entry.eventId,
  stream_id: entry.streamId,
  revision: entry.revision,
  event_type: entry.eventType,
  actor_id: entry.actorId,
  actor_role: entry.actorRole,
  guest_link: entry.guestLink,
  correlation_id: entry.correlationId,
  causation_id: entry.causationId,
  ip: entry.ip,
  user_agent: entry.userAgent,
  occurred_at: entry.occurredAt,
  recorded_at: entry.recordedAt,
  position: entry.position,
  changed_fields: entry.changedFields,
});

// 15 parameters a row; PostgreSQL takes at most 65,535 in one statement.
const ROWS_PER_INSERT = 1000;

const auditStore: ProjectionStore<AuditEntry> = {
  // Append-only: an event's row is written in the transaction that moves the checkpoint past
  // the event, so before that transaction there is never a row to load.
  load: async () => new Map(),
  async save(trx: ProjectionTransaction, changes) {
    const db = trx as Kysely<AuditSchema>;
    const rows = [...changes.values()].flatMap((entry) => (entry ? [rowOf(entry)] : []));
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db
        .insertInto('audit_events')
        .values(rows.slice(start, start + ROWS_PER_INSERT))
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute();
    }
  },
  async reset(trx) {
    await sql`truncate audit_events`.execute(trx);
  },
};

/** Every event of every stream, one row each: the audit trail read model. */
export const auditTrailProjection: Projection<AuditEntry> = {
  name: 'audit-trail',
  eventTypes: 'all',
  key: (event) => event.id,
  evolve: (existing, event) => existing ?? auditEntryOf(event),
  store: auditStore,
};
