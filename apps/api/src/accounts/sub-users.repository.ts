import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Updateable } from 'kysely';
import { Role } from '@chegada/contracts';
import type { UsersTable } from './users.table';
import { DATABASE, TablesRepository } from '../infrastructure';
import { SessionRevocations } from './session-revocations';

/** A sub-user as its owner sees it (never the password hash). */
export type SubUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type SubUserChanges = Pick<
  Updateable<UsersTable['users']>,
  'name' | 'email' | 'phone' | 'active' | 'password_hash'
>;

/** What a write answers when another user (of any account) has the e-mail. */
export const EMAIL_TAKEN = 'EMAIL_TAKEN';

const columns = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'active',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

// The unique index on lower(email) decides, so two requests racing for one e-mail cannot both win.
const isEmailTaken = (error: unknown): boolean =>
  (error as { code?: string; constraint?: string } | null)?.code === '23505' &&
  (error as { constraint?: string }).constraint === 'users_email_key';

const orEmailTaken = async <T>(write: Promise<T>): Promise<T | typeof EMAIL_TAKEN> => {
  try {
    return await write;
  } catch (error) {
    if (isEmailTaken(error)) return EMAIL_TAKEN;
    throw error;
  }
};

/** Sub-users, always within one store owner's account. */
@Injectable()
export class SubUsersRepository extends TablesRepository<UsersTable> {
  constructor(
    @Inject(DATABASE) database: Kysely<unknown>,
    private readonly revocations: SessionRevocations,
  ) {
    super(database);
  }

  private inAccount(accountId: string) {
    return this.db
      .selectFrom('users')
      .where('owner_id', '=', accountId)
      .where('role', '=', Role.SUBUSER);
  }

  list(accountId: string): Promise<SubUser[]> {
    return this.inAccount(accountId).select(columns).orderBy('created_at').orderBy('id').execute();
  }

  create(
    accountId: string,
    input: { name: string; email: string; phone: string | null; password_hash: string },
  ): Promise<SubUser | typeof EMAIL_TAKEN> {
    return orEmailTaken(
      this.db
        .insertInto('users')
        .values({ ...input, role: Role.SUBUSER, owner_id: accountId })
        .returning(columns)
        .executeTakeFirstOrThrow(),
    );
  }

  /**
   * Undefined when the id names no sub-user of this account. A new password ends the
   * sub-user's sessions, as any password change does.
   */
  async update(
    accountId: string,
    id: string,
    changes: SubUserChanges,
  ): Promise<SubUser | undefined | typeof EMAIL_TAKEN> {
    const newPassword = changes.password_hash !== undefined;
    const updated = await orEmailTaken(
      this.db
        .updateTable('users')
        .set({
          ...changes,
          token_version: sql<number>`token_version + ${newPassword ? 1 : 0}`,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('owner_id', '=', accountId)
        .where('role', '=', Role.SUBUSER)
        .returning([...columns, 'token_version'])
        .executeTakeFirst(),
    );
    if (!updated || updated === EMAIL_TAKEN) return updated;
    const { token_version: version, ...subUser } = updated;
    if (newPassword) await this.revocations.revokeAll(id, version);
    return subUser;
  }

  /** Whether a sub-user of this account was deleted; the owner's own rows are untouched. */
  async delete(accountId: string, id: string): Promise<boolean> {
    const { numDeletedRows } = await this.db
      .deleteFrom('users')
      .where('id', '=', id)
      .where('owner_id', '=', accountId)
      .where('role', '=', Role.SUBUSER)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }
}
