import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { UsersRepository, type NewStoreOwner } from '../accounts';
import { CompaniesRepository, type NewCompany, type Trial } from '../companies';
import { DATABASE } from '../infrastructure';

export type NewAccount = { owner: NewStoreOwner; company: NewCompany; trial: Trial };

/** A new account spans the users table (accounts) and the companies tables (companies). */
@Injectable()
export class RegistrationRepository {
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
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
      const companies = this.companies.within(transaction);
      await companies.createCompany(ownerId, company);
      await companies.startTrial(ownerId, trial);
      return ownerId;
    });
  }
}
