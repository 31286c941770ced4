import { Client } from 'pg';
import { airbnbBooking, calendarFeed } from '../../apps/api/src/bookings/__fixtures__/ical-feeds';
import type { ICalPeer } from '../../test/helpers/ical-peer';
import type { Host } from '../uploads/guests';
import { copiesOfProperty } from './property-copies';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** `count` properties of the host's account in all: copies of its first one, renamed. */
export const propertiesOf = async (
  databaseUrl: string,
  host: Host,
  count: number,
): Promise<string[]> => {
  await copiesOfProperty(databaseUrl, host, 'Casa', [2, count]);
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from residences
       where account_id = (select account_id from residences where id = $1) order by name`,
      [host.residenceId],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
};

/** Each property's Airbnb calendar on the peer: two bookings ahead, its own UIDs. */
export const serveFeeds = (peer: ICalPeer, residenceIds: string[]): string[] =>
  residenceIds.map((id, index) => {
    const path = `/listing-${index}.ics`;
    peer.setFeed(
      path,
      calendarFeed([
        airbnbBooking(`${id}-a@airbnb.com`, day(10 + (index % 30)), day(13 + (index % 30))),
        airbnbBooking(`${id}-b@airbnb.com`, day(50 + (index % 30)), day(52 + (index % 30))),
      ]),
    );
    return peer.urlFor(path);
  });

/** How many feeds synced since `since`, how many failed, and the events in the log. */
export const syncState = async (client: Client, since: Date) => {
  const { rows } = await client.query<{ synced: number; failed: number; events: number }>(
    `select
       (select count(*)::int from booking_feeds where last_sync_at >= $1) as synced,
       (select count(*)::int from booking_feeds where last_error is not null) as failed,
       (select count(*)::int from es_events) as events`,
    [since],
  );
  return rows[0]!;
};
