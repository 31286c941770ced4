import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { friendlyCodeOf, friendlyCodeWithSuffix } from '@chegada/domain';
import { UsersRepository, type NewStoreOwner } from '../accounts';
import type { CompaniesTables } from '../companies';
import { DATABASE } from '../infrastructure';

export type NewAccount = {
  owner: NewStoreOwner;
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
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Creates the store owner, its company and its trial in one transaction, and answers the
   * owner's id, or undefined when the e-mail is taken. The unique index on lower(email) decides,
   * so of two simultaneous registrations with one e-mail only one succeeds.
   */
  createAccount({ owner, company, trial }: NewAccount): Promise<string | undefined> {
    return this.database.transaction().execute(async (transaction) => {
      const ownerId = await this.users.within(transaction).createStoreOwner(owner);
      if (!ownerId) return undefined;
      const trx = transaction.withTables<CompaniesTables>();
      await this.insertCompany(trx, ownerId, company);
      await trx
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
      return ownerId;
    });
  }

  /** The company under its name's friendly code, or that code with a suffix when taken. */
  private async insertCompany(
    trx: Transaction<CompaniesTables>,
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
