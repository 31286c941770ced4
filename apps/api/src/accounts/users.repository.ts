import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { Role } from '@chegada/contracts';
import { DATABASE } from '../infrastructure/tokens';
import type { UserRow, UsersTable } from './users.table';

@Injectable()
export class UsersRepository {
  private readonly db: Kysely<UsersTable>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<UsersTable>();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** Creates the admin, or makes an existing user with that e-mail an admin with that password. */
  async ensureAdmin(email: string, name: string, passwordHash: string): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({ name, email: email.trim(), password_hash: passwordHash, role: Role.ADMIN })
      .onConflict((conflict) =>
        conflict.expression(sql`lower(email)`).doUpdateSet({
          password_hash: passwordHash,
          role: Role.ADMIN,
          owner_id: null,
          active: true,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
