import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { reservationStreamId } from '@chegada/domain';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '@chegada/event-store';
import { PersonalDataVault, REMOVED as SHREDDED } from '@chegada/personal-data';
import { changedFieldsOf } from '@chegada/projections';
import { AppError } from '../../../common';
import { DATABASE } from '../../../infrastructure';
import type { ReservationReadTables } from '../read-model.tables';

export type ReservationEventEntry = {
  id: string;
  revision: number;
  type: string;
  /** When the command was accepted (ISO 8601). */
  occurredAt: string | null;
  actor: { id: string | null; name: string | null; role: string; guestLink: string | null };
  changedFields: string[];
  /** The values set; personal data reads "removed" once shredded, secrets are never shown. */
  changes: Record<string, unknown>;
};

const SECRET_FIELDS = new Set(['dynamicPassword']);
export const REMOVED = 'removed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const accountOf = (event: RecordedEvent | undefined): unknown =>
  event?.type === 'ReservationCreated' ? (event.data as { accountId?: unknown }).accountId : null;

type Opener = (value: unknown) => unknown;

/** The values an event set; personal data opened with the reservation's key, or "removed". */
const changesOf = (data: unknown, open: Opener): Record<string, unknown> => {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([field]) => !SECRET_FIELDS.has(field))
      .map(([field, value]) => [field, open(value)]),
  );
};

/** A reservation's audit trail, read from its stream: complete as soon as a command returns. */
@Injectable()
export class ReservationEventsService {
  private readonly db: Kysely<ReservationReadTables>;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly vault: PersonalDataVault,
  ) {
    this.db = database.withTables<ReservationReadTables>();
  }

  async forReservation(accountId: string, reservationId: string): Promise<ReservationEventEntry[]> {
    const events = await this.eventStore.readStream(reservationStreamId(reservationId));
    // Another account's reservation is indistinguishable from one that does not exist.
    if (accountOf(events[0]) !== accountId) throw new AppError('NOT_FOUND');
    const keys = await this.vault.keysOf([reservationId]);
    const open: Opener = (value) => {
      const opened = this.vault.openWith(keys, reservationId, value);
      return opened === SHREDDED ? REMOVED : opened;
    };
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
        changes: changesOf(event.data, open),
      };
    });
  }

  private async actorNames(events: readonly RecordedEvent[]): Promise<Map<string, string>> {
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
