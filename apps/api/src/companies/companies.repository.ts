import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { friendlyCodeOf, friendlyCodeWithSuffix } from '@chegada/domain';
import { TablesRepository } from '../infrastructure';
import type { CompaniesTables, CompanyRow, SubscriptionRow } from './companies.tables';

export type NewCompany = {
  name: string;
  cnpj: string;
  website: string | null;
  phone: string;
  quantityOfProperties: number;
};

export type Trial = { planName: string; startedAt: Date; endsAt: Date; skipSubscription: boolean };

// With 36^4 suffixes, a few tries always find a free code; more would mean a bug.
const FRIENDLY_CODE_TRIES = 5;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomSuffix = (): string =>
  Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');

/** Owns the companies and subscriptions tables: every other module goes through here. */
@Injectable()
export class CompaniesRepository extends TablesRepository<CompaniesTables> {
  findCompany(accountId: string): Promise<CompanyRow | undefined> {
    return this.findRow('companies', { owner_id: accountId });
  }

  /** The account's subscription that started last. */
  findCurrentSubscription(accountId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('owner_id', '=', accountId)
      .orderBy('started_at', 'desc')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The company under its name's friendly code, or that code with a suffix when taken. */
  async createCompany(ownerId: string, company: NewCompany): Promise<void> {
    const code = friendlyCodeOf(company.name);
    for (let attempt = 0; attempt < FRIENDLY_CODE_TRIES; attempt += 1) {
      const inserted = await this.db
        .insertInto('companies')
        .values({
          owner_id: ownerId,
          name: company.name,
          cnpj: company.cnpj,
          website: company.website,
          phone: company.phone,
          quantity_of_properties: company.quantityOfProperties,
          friendly_code: attempt === 0 ? code : friendlyCodeWithSuffix(code, randomSuffix()),
        })
        // Unlike a caught unique violation, this leaves the transaction usable for a retry.
        .onConflict((conflict) => conflict.column('friendly_code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return;
    }
    throw new Error(`No free friendly code for "${code}" after ${FRIENDLY_CODE_TRIES} tries`);
  }

  /** The same queries inside a caller's transaction, so one write can span two owners' tables. */
  within(transaction: Kysely<unknown>): CompaniesRepository {
    return new CompaniesRepository(transaction);
  }

  async startTrial(ownerId: string, trial: Trial): Promise<void> {
    await this.db
      .insertInto('subscriptions')
      .values({
        owner_id: ownerId,
        plan_name: trial.planName,
        status: 'trial',
        started_at: trial.startedAt,
        ends_at: trial.endsAt,
        skip_subscription: trial.skipSubscription,
      })
      .execute();
  }
}
