import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { QUANTITY_OF_PROPERTIES, type ResidencesQuery } from '@chegada/contracts';
import { foldForSearch } from '@chegada/domain';
import { DATABASE } from '../infrastructure';
import { DoorCodeSeal } from '../locks';
import { childrenColumns, replaceChildren } from './residence-children';
import { toResidence, type Residence } from './residence-view';
import type { ResidenceRecord, ResidenceRow, ResidencesDb as Tables } from './residences.tables';

export type ResidencesPage = { items: Residence[]; total: number; lastPage: number };

/** What a create answers when the account already has as many properties as its plan allows. */
export type LimitReached = { limitReached: number };

/** What a delete answers while reservations that are still open name the property. */
export type OpenReservations = { openReservations: number };

/** The LIKE pattern of texts containing the term, compared as search_text was folded. */
/** Spec §9: an account has at most 1000 properties, as many as it may register. */
const MAX_PROPERTIES = QUANTITY_OF_PROPERTIES.max;

const containing = (term: string): string =>
  `%${foldForSearch(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Properties, always within one account; archived ones are gone for every caller. */
@Injectable()
export class ResidencesRepository {
  private readonly db: Kysely<Tables>;

  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    private readonly doorCodes: DoorCodeSeal,
  ) {
    this.db = database.withTables<Tables>();
  }

  /** A row as the account's users read it: its door code opened. */
  private view = (row: ResidenceRow & Pick<Residence, 'contacts' | 'nearbyPlaces'>): Residence =>
    toResidence({ ...row, door_code: this.doorCodes.open(row.id, row.door_code) });

  /** The record as stored: its door code sealed to the property. */
  private sealed(id: string, record: Omit<ResidenceRecord, 'contacts' | 'nearbyPlaces'>) {
    return { ...record, door_code: this.doorCodes.seal(id, record.door_code ?? null) };
  }

  private active(db: Kysely<Tables>, accountId: string) {
    return db
      .selectFrom('residences')
      .where('account_id', '=', accountId)
      .where('archived_at', 'is', null);
  }

  /** The account's active properties with their lists, as toResidence reads them. */
  private readable(db: Kysely<Tables>, accountId: string) {
    return this.active(db, accountId).selectAll('residences').select(childrenColumns);
  }

  /** By name, then id, so pages never overlap. */
  async list(
    accountId: string,
    { page, perPage, search }: ResidencesQuery,
  ): Promise<ResidencesPage> {
    let filtered = this.active(this.db, accountId);
    if (search) filtered = filtered.where('search_text', 'like', containing(search));
    const [rows, counted] = await Promise.all([
      filtered
        .selectAll('residences')
        .select(childrenColumns)
        .orderBy('name')
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(counted.total);
    return {
      items: rows.map(this.view),
      total,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
    };
  }

  async find(accountId: string, id: string): Promise<Residence | undefined> {
    const row = await this.readable(this.db, accountId).where('id', '=', id).executeTakeFirst();
    return row && this.view(row);
  }

  /**
   * Adds a property unless the account is at its plan's limit. The account's row stays locked
   * until commit, so of two creates at the limit the second counts after the first has inserted.
   */
  create(accountId: string, record: ResidenceRecord): Promise<Residence | LimitReached> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', accountId)
        .forNoKeyUpdate()
        .execute();
      const limit = await this.propertyLimit(trx, accountId);
      const { count } = await this.active(trx, accountId)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) return { limitReached: limit };
      const { contacts, nearbyPlaces, ...fields } = record;
      // The id first: the door code is sealed to it.
      const id = randomUUID();
      const row = await trx
        .insertInto('residences')
        .values({ ...this.sealed(id, fields), id, account_id: accountId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceChildren(trx, row.id, { contacts, nearbyPlaces });
      return this.view(
        await this.readable(trx, accountId).where('id', '=', row.id).executeTakeFirstOrThrow(),
      );
    });
  }

  /** Replaces the whole property, its lists included; undefined when the account has no such one. */
  update(accountId: string, id: string, record: ResidenceRecord): Promise<Residence | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const { contacts, nearbyPlaces, ...fields } = record;
      const row = await trx
        .updateTable('residences')
        .set({ ...this.sealed(id, fields), updated_at: new Date() })
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .where('archived_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await replaceChildren(trx, row.id, { contacts, nearbyPlaces });
      return this.view(
        await this.readable(trx, accountId).where('id', '=', row.id).executeTakeFirstOrThrow(),
      );
    });
  }

  /** Sets or clears (null) the TTLock lock of an active property; false when the account has none. */
  async setLock(accountId: string, id: string, lockId: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('residences')
      .set({ uses_ttlock: lockId !== null, lock_id: lockId, updated_at: new Date() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Archives an active property of this account unless `countOpen`, given the transaction,
   * finds reservations of it that are neither finished nor cancelled: answers whether it was
   * archived, or how many such reservations there are. The property's row stays locked until the end, so neither
   * an update nor a new reservation (which holds it in share mode) can slip in between.
   */
  archive(
    accountId: string,
    id: string,
    countOpen: (within: Kysely<unknown>) => Promise<number>,
  ): Promise<boolean | OpenReservations> {
    return this.database.transaction().execute(async (within) => {
      const trx = within.withTables<Tables>();
      const row = await this.active(trx, accountId)
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return false;
      const open = await countOpen(within);
      if (open > 0) return { openReservations: open };
      await trx
        .updateTable('residences')
        .set({ archived_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  /**
   * Seals the door codes stored plain before they were sealed (20261207-0100); answers how many.
   * Each row only if it still holds that plain code, so two processes starting together agree.
   */
  async sealPlainDoorCodes(): Promise<number> {
    const plain = await this.db
      .selectFrom('residences')
      .select(['id', 'door_code'])
      .where(sql<boolean>`door_code ~ '^[0-9]{4,9}$'`)
      .execute();
    for (const { id, door_code: code } of plain)
      await this.db
        .updateTable('residences')
        .set({ door_code: this.doorCodes.seal(id, code) })
        .where('id', '=', id)
        .where('door_code', '=', code)
        .execute();
    return plain.length;
  }

  /**
   * How many active properties the account may have: a plan that sets a count (an older paid
   * plan's property_limit), else MAX_PROPERTIES. A trial or a plan priced by tier never stops
   * a host from adding one: the billing cycle bills the new tier from the next charge.
   */
  private async propertyLimit(db: Kysely<Tables>, accountId: string): Promise<number> {
    const { rows } = await sql<{ allowed: number }>`
      select coalesce(
        (select property_limit from subscriptions where owner_id = ${accountId}
          order by started_at desc, created_at desc limit 1),
        ${MAX_PROPERTIES}) as allowed`.execute(db);
    return rows[0]?.allowed ?? MAX_PROPERTIES;
  }
}
