import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createDatabase, createPool, migrateToLatest } from '@chegada/database';
import { createPostgresEventStore, type EventData, type EventStore } from '@chegada/event-store';
import type { ReservationEvent } from '@chegada/domain';
import { newDataKey, parseMasterKey, PersonalDataVault, wrapDataKey } from '@chegada/personal-data';
import { allMigrations } from '../../apps/api/src/database/all-migrations';
import { reservationPersonalDataCodec } from '../../apps/api/src/reservation-stream/reservation-personal-data.codec';
import type { EventCodec } from '../../apps/api/src/common/event-sourcing';

/** A host account of the bench: its owner (whose id is the account's) and its reservations. */
export type Account = { id: string; reservationIds: string[] };

export type World = {
  /** The accounts the commands run on, `reservationsPerAccount` reservations each. */
  accounts: Account[];
  /** One more account, holding `bigAccountReservations`, for the list and its counters. */
  big: Account;
  reservations: number;
  events: number;
  seconds: number;
};

export type SeedSettings = {
  accounts: number;
  reservationsPerAccount: number;
  bigAccountReservations: number;
  writers: number;
  /** DATA_ENCRYPTION_KEY (base64) the API gets too: guest data is sealed under it. */
  dataEncryptionKey: string;
};

const DAY_MS = 86_400_000;
const SOURCES = ['airbnb', 'booking', 'stays', 'vrbo', 'other'] as const;

/** Owners as registration leaves them; no one logs in (the bench signs their tokens). */
const insertOwners = async (db: Kysely<unknown>, count: number): Promise<string[]> => {
  const { rows } = await sql<{ id: string }>`
    insert into users (name, email, password_hash, role)
    select 'Anfitrião ' || i, 'host-' || i || '@bench.test', 'not-a-hash', 1
      from generate_series(1, ${count}::int) as i
    returning id`.execute(db);
  return rows.map((row) => row.id);
};

/** One property per account, without a lock, so no command waits for a lock provider. */
const insertResidences = async (db: Kysely<unknown>, accountIds: string[]) => {
  const { rows } = await sql<{ id: string; account_id: string }>`
    insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
      time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
      dynamic_password, supported_languages, deposit_amount, house_rules, search_text)
    select account_id, 'Casa da Praia', '01310100', 'Avenida Paulista', '1000', 'Bela Vista',
      'São Paulo', 'SP', 'America/Sao_Paulo', '14:00', '11:00', 8, 1, false, false,
      array['pt-BR', 'en-US'], 0, '', 'casa da praia'
      from unnest(${accountIds}::uuid[]) as account_id
    returning id, account_id`.execute(db);
  return new Map(rows.map((row) => [row.account_id, row.id]));
};

/** What the create request writes beside the event (residence-reservations). */
const insertReferences = async (
  db: Kysely<unknown>,
  rows: { reservationId: string; residenceId: string }[],
): Promise<void> => {
  for (let start = 0; start < rows.length; start += 10_000) {
    const chunk = rows.slice(start, start + 10_000);
    await sql`
      insert into residence_reservations (reservation_id, residence_id)
      select * from unnest(${chunk.map((row) => row.reservationId)}::uuid[],
                           ${chunk.map((row) => row.residenceId)}::uuid[])`.execute(db);
  }
};

type Planned = { reservationId: string; accountId: string; residenceId: string; n: number };

/**
 * A reservation created by its host and submitted complete by the guest (TO_APROVE), so
 * approve, refuse and cancel are all allowed on it (reservation-lifecycle.md).
 */
const eventsOf = async (
  codec: EventCodec<ReservationEvent>,
  { reservationId, accountId, residenceId, n }: Planned,
): Promise<EventData[]> => {
  const checkIn = Date.now() + ((n % 540) - 180) * DAY_MS;
  const metadata = (id: string, actorRole: string) => ({
    actorId: actorRole === 'GUEST' ? null : accountId,
    actorRole,
    ...(actorRole === 'GUEST' ? { guestLink: reservationId } : {}),
    correlationId: randomUUID(),
    causationId: id,
    ip: '203.0.113.7',
    userAgent: 'Chegada bench',
    occurredAt: new Date().toISOString(),
  });
  const created = randomUUID();
  const submitted = randomUUID();
  const events = [
    {
      id: created,
      type: 'ReservationCreated',
      data: {
        reservationId,
        accountId,
        residenceId,
        guest: { name: `Hóspede ${n}`, email: `guest-${n}@bench.test`, phone: '+5511987654321' },
        checkIn: new Date(checkIn).toISOString(),
        checkOut: new Date(checkIn + 3 * DAY_MS).toISOString(),
        source: SOURCES[n % SOURCES.length],
        maxGuests: 4,
        language: 'pt-BR',
        hasLock: false,
        createdBy: accountId,
      },
      metadata: metadata(created, 'DEFAULT_USER'),
    },
    {
      id: submitted,
      type: 'ReservationSubmitted',
      data: { fields: {}, registeredGuests: 2, status: 2 },
      metadata: metadata(submitted, 'GUEST'),
    },
  ];
  // Sealed as the API seals them (reservation-personal-data.codec.ts), so reading a stream
  // back costs the command path what it costs in production.
  const sealed = await codec.encode(
    `reservation-${reservationId}`,
    events as unknown as ReservationEvent[],
  );
  return events.map((event, index) => ({ ...event, data: sealed[index]!.data }));
};

/** `writers` appenders take the planned reservations in turn, one stream per append. */
const appendAll = async (
  store: EventStore,
  codec: EventCodec<ReservationEvent>,
  planned: Planned[],
  writers: number,
) => {
  let next = 0;
  const writer = async (): Promise<void> => {
    for (let index = next++; index < planned.length; index = next++) {
      const reservation = planned[index]!;
      await store.append(
        `reservation-${reservation.reservationId}`,
        await eventsOf(codec, reservation),
        { streamState: 'no_stream' },
      );
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
};

/**
 * Every reservation's data key, made and wrapped as PersonalDataVault.createKey does, inserted
 * in bulk (one statement per 10,000 instead of three per reservation), then read back
 * through the vault so sealing finds them in its cache.
 */
const createDataKeys = async (
  db: Kysely<unknown>,
  vault: PersonalDataVault,
  masterKey: Buffer,
  planned: Planned[],
): Promise<void> => {
  for (let start = 0; start < planned.length; start += 10_000) {
    const ids = planned.slice(start, start + 10_000).map((row) => row.reservationId);
    const wrapped = ids.map((id) => wrapDataKey(masterKey, id, newDataKey()));
    await sql`
      insert into personal_data_keys (subject_id, wrapped_key)
      select * from unnest(${ids}::text[], ${wrapped}::bytea[])`.execute(db);
    await vault.keysOf(ids);
  }
};

const plan = (accountIds: string[], residences: Map<string, string>, perAccount: number[]) => {
  const accounts: Account[] = [];
  const planned: Planned[] = [];
  accountIds.forEach((accountId, index) => {
    const residenceId = residences.get(accountId)!;
    const account: Account = { id: accountId, reservationIds: [] };
    for (let i = 0; i < perAccount[index]!; i += 1) {
      const reservationId = randomUUID();
      account.reservationIds.push(reservationId);
      planned.push({ reservationId, accountId, residenceId, n: planned.length });
    }
    accounts.push(account);
  });
  return { accounts, planned };
};

/**
 * Migrates a fresh database and fills it: relational rows with SQL as the tests' helpers do,
 * reservation events through the event store port (HTTP would take an hour for this many).
 */
export const seedWorld = async (
  url: string,
  settings: SeedSettings,
  log: (line: string) => void,
): Promise<World> => {
  const started = performance.now();
  const pool = createPool(url, settings.writers + 2);
  const db = createDatabase<unknown>(pool);
  const store = createPostgresEventStore({ pool });
  const masterKey = parseMasterKey(settings.dataEncryptionKey);
  try {
    await migrateToLatest(db, allMigrations);
    const accountIds = await insertOwners(db, settings.accounts + 1);
    const residences = await insertResidences(db, accountIds);
    const perAccount = accountIds.map((_, index) =>
      index === settings.accounts
        ? settings.bigAccountReservations
        : settings.reservationsPerAccount,
    );
    const { accounts, planned } = plan(accountIds, residences, perAccount);
    await insertReferences(db, planned);
    log(`seeding ${planned.length} reservations (${planned.length * 2} events, guests sealed)…`);
    const vault = new PersonalDataVault(db, masterKey, {
      cacheSize: planned.length,
      cacheTtlMs: 24 * 3_600_000,
    });
    await createDataKeys(db, vault, masterKey, planned);
    await appendAll(store, reservationPersonalDataCodec(vault), planned, settings.writers);
    const big = accounts.pop()!;
    return {
      accounts,
      big,
      reservations: planned.length,
      events: planned.length * 2,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await store.close();
    await db.destroy();
  }
};
