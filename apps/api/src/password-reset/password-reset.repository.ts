import { Inject, Injectable } from '@nestjs/common';
import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import type { UsersTable } from '../accounts/users.table';
import { DATABASE } from '../infrastructure/tokens';

type PasswordResetTables = UsersTable & {
  password_reset_tokens: {
    id: Generated<string>;
    user_id: string;
    token_hash: string;
    created_at: ColumnType<Date, never, never>;
    expires_at: ColumnType<Date, never, never>;
    used_at: ColumnType<Date | null, never, Date>;
    revoked_at: ColumnType<Date | null, never, Date>;
  };
};

type Trx = Transaction<PasswordResetTables>;

/** Who a reset e-mail goes to. */
export type ResetRecipient = { id: string; name: string; email: string };

/** How long an e-mailed link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

// Stands for "no such user", so an unknown e-mail runs the same statements as a known one.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Reset tokens, kept as SHA-256 hashes; times are the database's clock. */
@Injectable()
export class PasswordResetRepository {
  private readonly db: Kysely<PasswordResetTables>;

  constructor(@Inject(DATABASE) database: Kysely<unknown>) {
    this.db = database.withTables<PasswordResetTables>();
  }

  /**
   * Stores a token for the active user with this e-mail, voiding the user's older ones, and
   * answers that user; undefined when no active user has the e-mail. The same three
   * statements run either way, so the time taken does not tell whether the e-mail is known.
   */
  issueToken(email: string, tokenHash: string): Promise<ResetRecipient | undefined> {
    return this.db.transaction().execute(async (trx) => {
      // The row lock orders two requests of one user: the later one voids the earlier's token.
      const user = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
        .where('active', '=', true)
        .forUpdate()
        .executeTakeFirst();
      const userId = user?.id ?? NO_USER;
      await revokeOpenTokens(trx, userId);
      await trx
        .insertInto('password_reset_tokens')
        .columns(['user_id', 'token_hash', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([
              'id',
              sql<string>`cast(${tokenHash} as text)`.as('token_hash'),
              sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`.as('expires_at'),
            ])
            .where('id', '=', userId),
        )
        .execute();
      return user;
    });
  }

  /**
   * Spends an open, unexpired token of an active user: sets that user's password hash and
   * voids the user's other tokens. False when the token is unknown, expired, used or void.
   */
  resetPassword(tokenHash: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // The row lock makes a token single-use even when two resets race.
      const spent = await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('user_id', 'in', (eb) =>
          eb.selectFrom('users').select('id').where('active', '=', true),
        )
        .returning('user_id')
        .executeTakeFirst();
      if (!spent) return false;
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
        .where('id', '=', spent.user_id)
        .execute();
      await revokeOpenTokens(trx, spent.user_id);
      return true;
    });
  }
}

const revokeOpenTokens = (trx: Trx, userId: string) =>
  trx
    .updateTable('password_reset_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
