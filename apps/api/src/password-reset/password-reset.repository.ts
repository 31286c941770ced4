import { Inject, Injectable } from '@nestjs/common';
import { sql, type ColumnType, type Generated, type Kysely, type Transaction } from 'kysely';
import { UsersRepository, type UserContact } from '../accounts';
import { DATABASE } from '../infrastructure';

type PasswordResetTables = {
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
export type ResetRecipient = UserContact;

/** Whose password a reset set, and the token version its sessions must now carry. */
export type PasswordSet = { userId: string; tokenVersion: number };

/** How long an e-mailed link works. */
export const RESET_TOKEN_TTL_MINUTES = 60;

// Stands for "no such user", so an unknown e-mail runs the same statements as a known one.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Reset tokens, kept as SHA-256 hashes; times are the database's clock. */
@Injectable()
export class PasswordResetRepository {
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Stores a token for the active user with this e-mail, voiding the user's older ones, and
   * answers that user; undefined when no active user has the e-mail. The same three
   * statements run either way, so the time taken does not tell whether the e-mail is known.
   */
  issueToken(email: string, tokenHash: string): Promise<ResetRecipient | undefined> {
    return this.database.transaction().execute(async (transaction) => {
      // The row lock orders two requests of one user: the later one voids the earlier's token.
      const user = await this.users.within(transaction).lockActiveByEmail(email);
      const trx = transaction.withTables<PasswordResetTables>();
      const userId = user?.id ?? NO_USER;
      await revokeOpenTokens(trx, userId);
      await trx
        .insertInto('password_reset_tokens')
        .columns(['user_id', 'token_hash', 'expires_at'])
        .expression(
          trx
            .selectNoFrom((eb) => [
              // Parameters in a select list have no type of their own: cast to the columns'.
              eb.cast<string>(eb.val(userId), 'uuid').as('user_id'),
              eb.cast<string>(eb.val(tokenHash), 'text').as('token_hash'),
              sql<Date>`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`.as('expires_at'),
            ])
            .where(sql<boolean>`${user !== undefined}`),
        )
        .execute();
      return user;
    });
  }

  /**
   * Spends an open, unexpired token of an active user: sets that user's password hash, which
   * raises its token version, and voids the user's other tokens. Undefined when the token is
   * unknown, expired, used or void.
   */
  resetPassword(tokenHash: string, passwordHash: string): Promise<PasswordSet | undefined> {
    return this.database.transaction().execute(async (transaction) => {
      const users = this.users.within(transaction);
      const trx = transaction.withTables<PasswordResetTables>();
      // The row lock makes a token single-use even when two resets race: the later one finds
      // it used once the earlier commits.
      const open = await trx
        .selectFrom('password_reset_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .forUpdate()
        .executeTakeFirst();
      if (!open || !(await users.findActive(open.user_id))) return undefined;
      await trx
        .updateTable('password_reset_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .execute();
      const tokenVersion = await users.setPasswordHash(open.user_id, passwordHash);
      await revokeOpenTokens(trx, open.user_id);
      return { userId: open.user_id, tokenVersion };
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
