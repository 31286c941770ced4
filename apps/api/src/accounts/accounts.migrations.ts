import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const accountsMigrations: MigrationSet = {
  '20261121-0100-users': sqlMigration(
    sql`
        create table users (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null,
          password_hash text not null,
          -- ADMIN = 0, DEFAULT_USER = 1 (store owner), SUBUSER = 2 (product spec §3)
          role smallint not null check (role in (0, 1, 2)),
          -- a sub-user belongs to its store owner's account
          owner_id uuid references users (id) on delete cascade,
          phone text,
          image text,
          active boolean not null default true,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          check ((role = 2) = (owner_id is not null))
        )`,
    sql`create unique index users_email_key on users (lower(email))`,
    sql`create index users_owner_id_idx on users (owner_id)`,
  ),
  // Every token carries the version it was issued at; raising it ends all the user's sessions.
  '20261124-0100-users-token-version': sqlMigration(
    sql`alter table users add column token_version integer not null default 0`,
  ),
  // The language the owner registered in: the billing e-mails are written in it.
  '20261213-0700-users-language': sqlMigration(
    sql`alter table users add column language text not null default 'pt-BR'`,
  ),
  // Issue 32: when a cancelled account's retention ended and its rows were erased (the owner's
  // row stays as an id for the billing ledger): the retention run erases each account once.
  '20261215-0300-users-erased-at': sqlMigration(
    sql`alter table users add column erased_at timestamptz`,
  ),
};
