import { sql } from 'kysely';
import { sqlMigration, type MigrationSet } from '@chegada/database';

/**
 * es_append(stream, expected, events) is the whole append in one statement, so the common
 * case costs one round trip. `expected` encodes the stream state the way KurrentDB's wire
 * protocol does: -1 no_stream, -2 any, -4 stream_exists, otherwise the exact revision.
 *
 * Outcomes: 'appended' and 'idempotent' (result_revision is the revision of the batch's last
 * event, result_tx/result_position its position), 'wrong_expected_version' and
 * 'duplicate_event_id' (result_revision is the stream's revision, null when it has none).
 */
const createAppendFunction = sql`
  create function es_append(
    p_stream_id text, p_expected bigint, p_events jsonb,
    out result text, out result_revision bigint, out result_tx text, out result_position bigint)
  language plpgsql as $fn$
  declare
    v_current bigint;
    v_count int := jsonb_array_length(p_events);
    v_state_ok boolean;
    v_found int;
    v_min_offset bigint;
    v_max_offset bigint;
    v_same_stream boolean;
    v_updated int;
  begin
    -- Taken before the first write, so this transaction has no xid yet: a writer that waits
    -- here gets its xid after the holder commits, hence tx_id order is revision order within
    -- a stream, which is what subscribers rely on.
    perform pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
    -- A statement of its own: in READ COMMITTED it sees what the previous holder committed.
    select s.revision into v_current from es_streams s where s.stream_id = p_stream_id;
    v_state_ok := coalesce(case p_expected
      when -2 then true
      when -1 then v_current is null
      when -4 then v_current is not null
      else v_current = p_expected end, false);

    -- An exact state that matches cannot be a retry (the ids would sit above the head), so
    -- the common case skips the lookup; an id stored elsewhere then trips the unique index.
    if not v_state_ok or p_expected in (-2, -4) then
      select count(*)::int, min(e.revision - i.ord), max(e.revision - i.ord),
             coalesce(bool_and(e.stream_id = p_stream_id), false)
        into v_found, v_min_offset, v_max_offset, v_same_stream
        from jsonb_array_elements(p_events) with ordinality as i(ev, ord)
        join es_events e on e.event_id = (i.ev->>'id')::uuid;
      -- The same ids, in the same order, where this very request would have put them.
      if v_found = v_count and v_same_stream and v_min_offset = v_max_offset
         and (p_expected in (-2, -4) or v_min_offset = p_expected) then
        result := 'idempotent';
        result_revision := v_min_offset + v_count;
        select e.tx_id::text, e.global_position into result_tx, result_position
          from es_events e where e.stream_id = p_stream_id and e.revision = result_revision;
        return;
      end if;
      result_revision := v_current;
      result := case when not v_state_ok then 'wrong_expected_version'
                     when v_found > 0 then 'duplicate_event_id' end;
      if result is not null then return; end if;
    end if;

    -- Compare-and-set backstop: the advisory lock already serialises writers of a stream.
    insert into es_streams as s (stream_id, revision)
      values (p_stream_id, coalesce(v_current, -1) + v_count)
      on conflict (stream_id) do update set revision = excluded.revision
      where s.revision = v_current;
    get diagnostics v_updated = row_count;
    if v_updated = 0 then
      raise exception 'es_append: stream % changed without its lock', p_stream_id
        using errcode = '40001';
    end if;

    with inserted as (
      insert into es_events (stream_id, revision, event_id, event_type, data, metadata)
      select p_stream_id, coalesce(v_current, -1) + i.ord, (i.ev->>'id')::uuid,
             i.ev->>'type', i.ev->'data', i.ev->'metadata'
        from jsonb_array_elements(p_events) with ordinality as i(ev, ord)
        order by i.ord
      returning global_position)
    select max(global_position) into result_position from inserted;
    result := 'appended';
    result_revision := coalesce(v_current, -1) + v_count;
    result_tx := pg_current_xact_id()::text;
  end
  $fn$`;

/**
 * es_append_many(appends) is es_append for several streams in one statement, so in one
 * transaction: [{stream, expected, events}] in, one es_append outcome per stream out, in order.
 * Every stream's lock is taken before the first write, as es_append alone takes its one: a
 * batch waiting for a lock holds no xid yet, so tx_id order stays revision order in every
 * stream. They are taken in one order, so two batches never wait on each other in a ring.
 */
const createAppendManyFunction = sql`
  create function es_append_many(p_appends jsonb)
    returns table (result text, result_revision bigint, result_tx text, result_position bigint)
    language plpgsql as $fn$
  declare
    v_lock bigint;
    v_append jsonb;
  begin
    for v_lock in
      select distinct hashtextextended(a->>'stream', 0)
        from jsonb_array_elements(p_appends) a order by 1
    loop
      perform pg_advisory_xact_lock(v_lock);
    end loop;
    for v_append in
      select a from jsonb_array_elements(p_appends) with ordinality as x(a, ord) order by ord
    loop
      return query select * from es_append(
        v_append->>'stream', (v_append->>'expected')::bigint, v_append->'events');
    end loop;
  end
  $fn$`;

export const eventStoreMigrations: MigrationSet = {
  '20261121-0001-event-store': sqlMigration(
    sql`
        create table es_streams (
          stream_id text primary key,
          -- revision of the stream's last event
          revision bigint not null,
          deleted boolean not null default false
        )`,
    sql`
        create table es_events (
          global_position bigint generated always as identity,
          -- subscribers read in (tx_id, global_position) order, below the oldest running xid
          tx_id xid8 not null default pg_current_xact_id(),
          stream_id text not null,
          revision bigint not null,
          event_id uuid not null unique,
          event_type text not null,
          data jsonb not null,
          metadata jsonb not null,
          created_at timestamptz not null default now(),
          primary key (stream_id, revision)
        )`,
    sql`create index es_events_tx_position_idx on es_events (tx_id, global_position)`,
    // No event_type index: subscriptions read in (tx_id, global_position) order a page at a
    // time and filter on the way, while one more index would tax every append.
    sql`
        create table es_checkpoints (
          subscription_id text primary key,
          -- the port's opaque Position, written with the read model in one transaction
          position text not null,
          updated_at timestamptz not null default now()
        )`,
    createAppendFunction,
  ),
  '20261215-0500-es-append-many': sqlMigration(createAppendManyFunction),
};
