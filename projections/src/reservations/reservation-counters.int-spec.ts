import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';

type Counter = {
  account_id: string;
  residence_id: string;
  source: string;
  status: number;
  hidden: boolean;
  reservations: number;
};

/**
 * reservation_counters is what the list's counters read instead of counting an account's
 * reservations; triggers keep it. Whatever a statement does to reservation_list, the kept
 * counters must equal a count over it.
 */
describe('reservation_counters, kept by triggers on reservation_list', () => {
  let database: TestDatabase;
  const accounts = [randomUUID(), randomUUID()];
  const residences = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const counted = async () => {
    const { rows } = await sql<Counter>`
      select account_id, residence_id, source, status, hidden, count(*)::int as reservations
        from reservation_list group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(database.db);
    return rows;
  };
  const kept = async () => {
    const { rows } = await sql<Counter>`
      select account_id, residence_id, source, status, hidden, reservations
        from reservation_counters where reservations <> 0 order by 1, 2, 3, 4, 5`.execute(
      database.db,
    );
    return rows;
  };

  /** `count` rows spread over the accounts, properties, sources, statuses and hidden. */
  const insert = (count: number) => sql`
    insert into reservation_list (id, account_id, residence_id, status, hidden, check_in,
      check_out, source, max_guests, language, created_at, updated_at, revision,
      last_event_position)
    select gen_random_uuid(), (${accounts}::uuid[])[1 + i % 2], (${residences}::uuid[])[1 + i % 3],
      i % 8, i % 5 = 0, now(), now() + interval '2 days', (array['airbnb', 'booking'])[1 + i % 2],
      4, 'pt-BR', now(), now(), 0, '0:0'
      from generate_series(1, ${count}::int) as i`;

  it('counts inserted rows', async () => {
    await insert(500).execute(database.db);
    expect(await kept()).toEqual(await counted());
    expect((await kept()).reduce((sum, row) => sum + row.reservations, 0)).toBe(500);
  });

  it('moves a row between counters on update, also through an upsert that inserts some', async () => {
    await sql`
      insert into reservation_list
        select id, account_id, residence_id, guest_name, guest_email, guest_phone,
          (status + 3) % 8, status_before_cancel, not hidden, hidden_motive, check_in, check_out,
          source, max_guests, registered_guests, language, has_lock, responsible_user_id,
          checkout_responsible_user_id, created_by, refuse_motive, cancel_motive,
          sensitive_data_removed, created_at, updated_at, submitted_at, approved_at,
          revision + 1, last_event_position
        from reservation_list where status in (1, 2, 6)
      on conflict (id) do update set status = excluded.status, hidden = excluded.hidden`.execute(
      database.db,
    );
    await insert(40).execute(database.db);
    await sql`update reservation_list set status = 6 where status = 0`.execute(database.db);
    expect(await kept()).toEqual(await counted());
  });

  it('forgets deleted rows, and everything when the list is truncated for a rebuild', async () => {
    await sql`delete from reservation_list where status = 3`.execute(database.db);
    expect(await kept()).toEqual(await counted());
    await sql`truncate reservation_list`.execute(database.db);
    expect(await kept()).toEqual([]);
    await insert(30).execute(database.db);
    expect(await kept()).toEqual(await counted());
  });

  it('stays exact under concurrent writers of the same account', async () => {
    await Promise.all(Array.from({ length: 8 }, () => insert(50).execute(database.db)));
    await Promise.all(
      [0, 1, 2, 3].map((status) =>
        sql`update reservation_list set status = ${status + 4} where status = ${status}`.execute(
          database.db,
        ),
      ),
    );
    expect(await kept()).toEqual(await counted());
  });
});
