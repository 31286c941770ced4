import { Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { PriceTableRequest, PriceTier } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';
import type { PriceTablesTables } from './price-tables.table';

export type PriceTable = {
  id: string;
  name: string;
  active: boolean;
  tiers: PriceTier[];
  createdAt: Date;
  updatedAt: Date;
};

@Injectable()
export class PriceTablesRepository extends TablesRepository<PriceTablesTables> {
  /** Tables with their tiers by ascending property count, oldest table first. */
  list(filter: { activeOnly: boolean }, db: Kysely<PriceTablesTables> = this.db) {
    let query = db
      .selectFrom('price_tables as t')
      .select((eb) => [
        't.id',
        't.name',
        't.active',
        't.created_at as createdAt',
        't.updated_at as updatedAt',
        jsonArrayFrom(
          eb
            .selectFrom('price_table_tiers as tier')
            .select([
              'tier.min_properties as min',
              'tier.max_properties as max',
              'tier.monthly_price_cents as monthlyPrice',
            ])
            .whereRef('tier.price_table_id', '=', 't.id')
            .orderBy('tier.min_properties'),
        ).as('tiers'),
      ])
      .orderBy('t.created_at')
      .orderBy('t.id');
    if (filter.activeOnly) query = query.where('t.active', '=', true);
    return query;
  }

  async find(id: string, db: Kysely<PriceTablesTables> = this.db): Promise<PriceTable | undefined> {
    return this.list({ activeOnly: false }, db).where('t.id', '=', id).executeTakeFirst();
  }

  async create(input: PriceTableRequest): Promise<PriceTable> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('price_tables')
        .values({ name: input.name, active: input.active })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.writeTiers(trx, id, input.tiers);
    });
  }

  /** Replaces name, flag and every tier at once; undefined when no table has that id. */
  async replace(id: string, input: PriceTableRequest): Promise<PriceTable | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('price_tables')
        .set({ name: input.name, active: input.active, updated_at: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      if (!updated) return undefined;
      await trx.deleteFrom('price_table_tiers').where('price_table_id', '=', id).execute();
      return this.writeTiers(trx, id, input.tiers);
    });
  }

  /** True when a table was deleted (its tiers go with it). */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('price_tables').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  private async writeTiers(
    trx: Transaction<PriceTablesTables>,
    id: string,
    tiers: PriceTier[],
  ): Promise<PriceTable> {
    await trx
      .insertInto('price_table_tiers')
      .values(
        tiers.map((tier) => ({
          price_table_id: id,
          min_properties: tier.min,
          max_properties: tier.max,
          monthly_price_cents: tier.monthlyPrice,
        })),
      )
      .execute();
    const table = await this.find(id, trx);
    if (!table) throw new Error(`Price table ${id} vanished inside its own transaction`);
    return table;
  }
}
