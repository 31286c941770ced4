import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

export const governmentMigrations: MigrationSet = {
  '20261212-0500-cpf-checks': sqlMigration(
    // Each guest's CPF against the Receita's register: the verdict only, never the register's
    // own name or birth date; `subject` is a keyed hash of what was checked, so an unchanged
    // CPF, name and birth date are not checked (nor paid for) twice.
    sql`
        create table cpf_checks (
          reservation_id uuid not null,
          guest text not null,
          subject text not null,
          status text not null
            check (status in ('checked', 'off', 'no-credits', 'not-found', 'failed')),
          situation text
            check (situation in ('regular', 'suspended', 'deceased', 'pending', 'cancelled', 'null')),
          name_matches boolean,
          birth_date_matches boolean,
          checked_at timestamptz not null default now(),
          primary key (reservation_id, guest)
        )`,
  ),
  '20261213-0100-fnrh': sqlMigration(
    // FNRH Digital (issue 32): a host's opt-in, with the user and API key FNRH generated (the
    // key sealed under the master key, bound to the account) and the operator's CPF sent as
    // cpf_solicitante; and each stay as FNRH knows it: its ids, what was sent, the last failure.
    sql`
        create table fnrh_accounts (
          account_id uuid primary key,
          enabled boolean not null default false,
          trigger text not null default 'approval' check (trigger in ('approval', 'checkin')),
          api_user text not null,
          api_key_sealed text not null,
          operator_cpf text not null,
          updated_at timestamptz not null default now()
        )`,
    sql`
        create table fnrh_stays (
          reservation_id uuid primary key,
          account_id uuid not null,
          reserva_id text,
          precheckin_link text,
          sent_dates text,
          guests jsonb not null default '[]',
          checked_in_at timestamptz,
          checked_out_at timestamptz,
          cancelled_at timestamptz,
          failure jsonb,
          attempts integer not null default 0,
          updated_at timestamptz not null default now()
        )`,
    sql`create index fnrh_stays_account on fnrh_stays (account_id)`,
  ),
  '20261214-0700-cpf-check-failure': sqlMigration(
    // Why a failed CPF check failed, so the host reads a refused credential apart from a busy
    // Serpro (issue 32 walk).
    sql`
        alter table cpf_checks add column failure text
          check (failure in ('credentials', 'busy', 'no-answer'))`,
  ),
  '20261215-0900-fnrh-trip': sqlMigration(
    // The trip purpose and means of transport the host sends FNRH in place of a guest's answer
    // FNRH's lists lack (issue 32 walk); null: the guest's own.
    sql`alter table fnrh_stays add column visit_purpose text, add column transport text`,
  ),
};
