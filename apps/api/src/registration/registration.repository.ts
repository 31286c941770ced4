import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Role } from '@chegada/contracts';
import { friendlyCodeOf, friendlyCodeWithSuffix } from '@chegada/domain';
import type { UsersTable } from '../accounts/users.table';
import type { CompaniesTables } from '../companies/companies.tables';
import { DATABASE } from '../infrastructure/tokens';

type Tables = UsersTable & CompaniesTables;

export type NewAccount = {
  owner: { name: string; email: string; phone: string; passwordHash: string };
  company: {
    name: string;
    cnpj: string;
    website: string | null;
    phone: string;
    quantityOfProperties: number;
  };
  trial: { planName: string; startedAt: Date; endsAt: Date; skipSubscription: boolean };
};

// With 36^4 suffixes, a few tries always find a free code; more would mean a bug.
const FRIENDLY_CODE_TRIES = 5;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomSuffix = (): string =>
  Array.from({ length: 4 }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');

@Injectable()
export class RegistrationRepository {
  private readonly db: Kysely<Tables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<Tables>();
  }

  /**
   * Creates the store owner, its company and its trial in one transaction, and answers the
   * owner's id, or undefined when the e-mail is taken. The unique index on lower(email) decides,
   * so of two simultaneous registrations with one e-mail only one succeeds.
   */
  createAccount({ owner, company, trial }: NewAccount): Promise<string | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          name: owner.name,
          email: owner.email,
          phone: owner.phone,
          password_hash: owner.passwordHash,
          role: Role.DEFAULT_USER,
        })
        .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) return undefined;
      await this.insertCompany(trx, created.id, company);
      await trx
        .insertInto('subscriptions')
        .values({
          owner_id: created.id,
          plan_name: trial.planName,
          status: 'trial',
          started_at: trial.startedAt,
          ends_at: trial.endsAt,
          skip_subscription: trial.skipSubscription,
        })
        .execute();
      return created.id;
    });
  }

  /** The company under its name's friendly code, or that code with a suffix when taken. */
  private async insertCompany(
    trx: Transaction<Tables>,
    ownerId: string,
    company: NewAccount['company'],
  ): Promise<void> {
    const code = friendlyCodeOf(company.name);
    for (let attempt = 0; attempt < FRIENDLY_CODE_TRIES; attempt += 1) {
      const inserted = await trx
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
}
