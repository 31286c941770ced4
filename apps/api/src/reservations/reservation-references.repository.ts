import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../infrastructure/tokens';

/** What a reservation needs to know of its property. */
export type ResidenceReference = {
  id: string;
  name: string;
  maxGuests: number;
  usesTTLock: boolean;
  dynamicPassword: boolean;
  supportedLanguages: string[];
};

// Only the columns read here (the residences module owns the table, the accounts module users).
type ReferenceTables = {
  residences: {
    id: string;
    account_id: string;
    name: string;
    max_guests: number;
    uses_ttlock: boolean;
    dynamic_password: boolean;
    supported_languages: string[];
    archived_at: Date | null;
  };
  users: { id: string; owner_id: string | null; active: boolean };
};

/** The relational rows a reservation command checks, always within the caller's account. */
@Injectable()
export class ReservationReferencesRepository {
  private readonly db: Kysely<ReferenceTables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<ReferenceTables>();
  }

  /** A property of the account; archived ones only when `includeArchived` (reading). */
  async findResidence(
    accountId: string,
    residenceId: string,
    { includeArchived = false } = {},
  ): Promise<ResidenceReference | undefined> {
    let query = this.db
      .selectFrom('residences')
      .select([
        'id',
        'name',
        'max_guests as maxGuests',
        'uses_ttlock as usesTTLock',
        'dynamic_password as dynamicPassword',
        'supported_languages as supportedLanguages',
      ])
      .where('id', '=', residenceId)
      .where('account_id', '=', accountId);
    if (!includeArchived) query = query.where('archived_at', 'is', null);
    return query.executeTakeFirst();
  }

  /** The owner or an active sub-user of the account. */
  async isActiveMember(accountId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('active', '=', true)
      .where((eb) => eb.or([eb('id', '=', accountId), eb('owner_id', '=', accountId)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}
