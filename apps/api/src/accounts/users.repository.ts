import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { Role, type Locale } from '@chegada/contracts';
import { TablesRepository } from '../infrastructure';
import type { UserRow, UsersTable } from './users.table';

export type NewStoreOwner = {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  language: Locale;
};

/** Who a message goes to. */
export type UserContact = { id: string; name: string; email: string };

const byEmail = (email: string) =>
  [sql<string>`lower(email)`, '=', email.trim().toLowerCase()] as const;

/** The users table: every read and write of an account's users goes through here. */
@Injectable()
export class UsersRepository extends TablesRepository<UsersTable> {
  /** The same queries inside a caller's transaction, so one write can span two owners' tables. */
  within(transaction: Kysely<unknown>): UsersRepository {
    return new UsersRepository(transaction);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(...byEmail(email))
      .executeTakeFirst();
  }

  findActive(id: string): Promise<UserRow | undefined> {
    return this.findRow('users', { id, active: true });
  }

  /** Whether the user exists and is active, and so is its owner for a sub-user. */
  async isActiveWithOwner(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users as user')
      .leftJoin('users as owner', 'owner.id', 'user.owner_id')
      .select(sql<boolean>`"user".active and coalesce(owner.active, true)`.as('active'))
      .where('user.id', '=', id)
      .executeTakeFirst();
    return row?.active === true;
  }

  /** Inside a transaction the owner cannot be deleted before it ends (a key-share lock). */
  async isStoreOwner(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('role', '=', Role.DEFAULT_USER)
      .forKeyShare()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The names of these users by id; a deleted user is missing. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /**
   * The active user with this e-mail. Inside a transaction its row stays locked until the end,
   * so two requests of one user are ordered.
   */
  lockActiveByEmail(email: string): Promise<UserContact | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where(...byEmail(email))
      .where('active', '=', true)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Creates a store owner and answers its id, or undefined when the e-mail is taken. The unique
   * index on lower(email) decides, so of two simultaneous sign-ups with one e-mail one wins.
   */
  async createStoreOwner(owner: NewStoreOwner): Promise<string | undefined> {
    const created = await this.db
      .insertInto('users')
      .values({
        name: owner.name,
        email: owner.email,
        phone: owner.phone,
        password_hash: owner.passwordHash,
        role: Role.DEFAULT_USER,
        language: owner.language,
      })
      .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return created?.id;
  }

  /** The user's own name and phone (PUT /api/me). */
  async updateProfile(userId: string, profile: { name: string; phone: string | null }) {
    await this.db
      .updateTable('users')
      .set({ ...profile, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
  }

  /** The language the user's e-mails are written in, as chosen in the app. */
  async setLanguage(userId: string, language: Locale) {
    await this.db
      .updateTable('users')
      .set({ language, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
  }

  /** Sets a new password and ends every session of the user: answers the new token version. */
  async setPasswordHash(id: string, passwordHash: string): Promise<number> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .returning('token_version')
      .executeTakeFirstOrThrow();
    return row.token_version;
  }

  /** The path of the user's photo (`image`); null without one, undefined when no such user. */
  imageOf(userId: string): Promise<string | null | undefined> {
    return this.findValue('users', 'image', { id: userId });
  }

  /** Points the user at a new photo (null: none); answers the one it replaces. */
  async replaceImage(userId: string, image: string | null): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('users')
        .select('image')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ image, updated_at: sql<Date>`now()` })
        .where('id', '=', userId)
        .execute();
      return row?.image ?? null;
    });
  }

  /** The version a token of this user must carry; undefined when the user is gone. */
  tokenVersion(id: string): Promise<number | undefined> {
    return this.findValue('users', 'token_version', { id });
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
          // A new admin password ends the sessions opened with the old one.
          token_version: sql<number>`users.token_version + 1`,
          updated_at: new Date(),
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
