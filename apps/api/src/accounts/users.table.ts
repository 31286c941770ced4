import type { ColumnType, Generated, Selectable } from 'kysely';

export type UsersTable = {
  users: {
    id: Generated<string>;
    name: string;
    email: string;
    password_hash: string;
    role: number;
    owner_id: string | null;
    phone: string | null;
    image: string | null;
    active: Generated<boolean>;
    /** Raised to end every session of the user: older tokens are refused. */
    token_version: Generated<number>;
    /** The language the owner registered in (pt-BR, en-US or es-ES): e-mails sent by the worker. */
    language: Generated<string>;
    /** When a cancelled account's retention ended and its rows were erased (issue 32). */
    erased_at: ColumnType<Date | null, never, Date>;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
  };
};

export type UserRow = Selectable<UsersTable['users']>;
