import { Inject, Injectable } from '@nestjs/common';
import type { ReservationEventEntry } from '@chegada/contracts';
import type { Kysely } from 'kysely';
import { changedFieldsOf } from '@chegada/projections';
import { AppError } from '../../../common';
import { DATABASE } from '../../../infrastructure';
import {
  ReservationStreamReader,
  type RecordedReservationEvent,
} from '../../../reservation-stream';
import type { ReservationReadTables } from '../read-model.tables';

export type { ReservationEventEntry };

const SECRET_FIELDS = new Set(['dynamicPassword']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountOf = (event: RecordedReservationEvent | undefined): unknown =>
  event?.type === 'ReservationCreated' ? event.data.accountId : null;

/** The values an event set (personal data opened, or "removed"), secrets left out. */
const changesOf = (data: unknown): Record<string, unknown> => {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).filter(([field]) => !SECRET_FIELDS.has(field)),
  );
};

/** A reservation's audit trail, read from its stream: complete as soon as a command returns. */
@Injectable()
export class ReservationEventsService {
  private readonly db: Kysely<ReservationReadTables>;

  constructor(
    private readonly stream: ReservationStreamReader,
    @Inject(DATABASE) database: Kysely<unknown>,
  ) {
    this.db = database.withTables<ReservationReadTables>();
  }

  async forReservation(accountId: string, reservationId: string): Promise<ReservationEventEntry[]> {
    const events = await this.stream.read(reservationId, 'marked');
    // Another account's reservation is indistinguishable from one that does not exist.
    if (accountOf(events[0]) !== accountId) throw new AppError('NOT_FOUND');
    const names = await this.actorNames(events);
    return events.map((event) => {
      const actorId = event.metadata.actorId;
      return {
        id: event.id,
        revision: event.revision,
        type: event.type,
        occurredAt: event.metadata.occurredAt ?? null,
        actor: {
          id: actorId,
          name: (actorId && names.get(actorId)) ?? null,
          role: event.metadata.actorRole,
          guestLink: event.metadata.guestLink ?? null,
        },
        changedFields: changedFieldsOf(event.data),
        changes: changesOf(event.data),
      };
    });
  }

  private async actorNames(
    events: readonly RecordedReservationEvent[],
  ): Promise<Map<string, string>> {
    const ids = [
      ...new Set(events.flatMap(({ metadata }) => (metadata.actorId ?? '').match(UUID) ?? [])),
    ];
    if (ids.length === 0) return new Map();
    const users = await this.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(users.map((user) => [user.id, user.name]));
  }
}
