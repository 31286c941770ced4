import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { negotiateLocale, STAYS_CANCELLED_MOTIVE } from '@chegada/contracts';
import { integrationCommandContext, type CommandContext } from '../../common';
import type { SyncCounts } from '../booking-feeds.repository';
import {
  BookingImports,
  type ImportRecord,
  type ImportTarget,
} from '../booking-imports.repository';
import { ReservationImport, type PageItem } from '../reservation-import';
import { recordedSync, type SyncTally } from '../sync-outcome';
import { StaysFailure, type StaysApi } from './stays-api';
import {
  bookingKey,
  incomingBooking,
  isBooking,
  isReadable,
  listedContact,
  withClient,
  type StaysClient,
  type StaysReservation,
} from './stays-bookings';
import { StaysConnections, type StoredConnection } from './stays-connections.repository';
import { StaysListingMaps, type MappedProperty } from './stays-listing-maps.repository';
import { StaysClients } from './stays-clients';

const RESERVATIONS = '/booking/reservations';
const DAY = 86_400_000;

/** What one sync reads: the year ahead by arrival, then the cancellations in it. */
const window = (now: Date) => ({
  from: now.toISOString().slice(0, 10),
  to: new Date(now.getTime() + 365 * DAY).toISOString().slice(0, 10),
  dateType: 'arrival',
});

type Account = {
  accountId: string;
  api: StaysApi;
  properties: Map<string, MappedProperty>;
  known: Map<string, ImportRecord>;
  /** Client records read in this sync, each once (null: Stays no longer has it). */
  clients: Map<string, StaysClient | null>;
  context: CommandContext;
};

/**
 * One account's Stays kept in step: the bookings of its mapped listings for the year ahead
 * become reservations through the lifecycle (ReservationImport, keyed by the channel's code),
 * the cancellations Stays lists cancel theirs unless the same code is booked again, and how it
 * went is recorded for the host. A failing account fails alone.
 */
@Injectable()
export class StaysSync {
  private readonly logger = new Logger('StaysSync');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly connections: StaysConnections,
    private readonly listingMaps: StaysListingMaps,
    private readonly clients: StaysClients,
    private readonly imports: BookingImports,
    private readonly reservations: ReservationImport,
  ) {}

  /** Syncs the account's Stays; nothing when it is no longer connected. */
  async sync(accountId: string): Promise<SyncCounts | null> {
    const connection = await this.connections.find(accountId);
    if (!connection) return null;
    const recorder = {
      logger: this.logger,
      source: `Stays of ${accountId}`,
      failureOf: (error: unknown) =>
        error instanceof StaysFailure ? { code: error.code, status: error.status } : null,
      record: this.connections.recordSync.bind(this.connections, accountId),
    };
    return recordedSync(recorder, this.config.BOOKINGS_SYNC_SECONDS, async (startedAt) => ({
      counts: await this.importAccount(connection, startedAt),
    }));
  }

  private async importAccount(connection: StoredConnection, now: Date): Promise<SyncTally> {
    const { accountId } = connection;
    const api = this.clients.of(connection);
    // Both lists at once: they share the account's calls in flight, and the cancellations'
    // first page no longer waits for the bookings' last.
    const [listed, cancelled] = await Promise.all([
      api.all<unknown>(RESERVATIONS, window(now)),
      api.all<unknown>(RESERVATIONS, { ...window(now), type: 'canceled' }),
    ]);
    const properties = new Map(
      (await this.listingMaps.mappedProperties(accountId)).map((property) => [
        property.listingId,
        property,
      ]),
    );
    const records = await this.imports.list(this.target(accountId, ''));
    const account: Account = {
      accountId,
      api,
      properties,
      known: new Map(records.map((record) => [record.externalId, record])),
      clients: new Map(),
      context: integrationCommandContext(accountId, 'stays', randomUUID()),
    };
    const bookings = new Map(
      listed
        .filter(isReadable)
        .filter((reservation) => isBooking(reservation) && properties.has(reservation._idlisting))
        .map((reservation) => [bookingKey(reservation), reservation]),
    );
    const counts = await this.importBookings(account, [...bookings.values()]);
    // Only a mapped listing's: before a reconnected account's listings are mapped again, its
    // bookings are not read, and a code cancelled and booked again would look gone (issue 30).
    counts.cancelled = await this.cancelGone(
      account,
      cancelled
        .filter(isReadable)
        .filter((reservation) => properties.has(reservation._idlisting))
        .filter((reservation) => !bookings.has(bookingKey(reservation))),
    );
    return counts;
  }

  /**
   * The bookings a page at a time (ReservationImport.applyInPages), in the order Stays lists
   * them: each page's client records read, then its new bookings created together.
   */
  private importBookings(account: Account, bookings: StaysReservation[]): Promise<SyncTally> {
    return this.reservations.applyInPages(
      bookings,
      async (page) => {
        await this.readClients(account, page);
        return page.map((reservation) => this.pageItem(account, reservation));
      },
      account.context,
    );
  }

  private pageItem(account: Account, reservation: StaysReservation): PageItem {
    const property = account.properties.get(reservation._idlisting)!;
    const contact = withClient(
      listedContact(reservation),
      account.clients.get(reservation._idclient ?? '') ?? null,
    );
    const booking = incomingBooking(
      reservation,
      { ...property, language: negotiateLocale(property.language) },
      contact,
      randomUUID(),
    );
    const target = this.target(account.accountId, property.residenceId);
    return { target, booking, known: account.known.get(booking.externalId) };
  }

  /**
   * The client records of a page's new bookings whose guest the reservation does not fully name
   * or reach, each read once per sync (Stays' calls, at most 4 in flight); one Stays no longer
   * has (404) is done without.
   */
  private async readClients(account: Account, bookings: StaysReservation[]): Promise<void> {
    const ids = new Set<string>();
    for (const reservation of bookings) {
      const id = reservation._idclient;
      if (!id || account.clients.has(id) || account.known.has(bookingKey(reservation))) continue;
      const contact = listedContact(reservation);
      if (!(contact.name && contact.email && contact.phone)) ids.add(id);
    }
    const read = async (id: string): Promise<[string, StaysClient | null]> => {
      try {
        return [
          id,
          await account.api.get<StaysClient>(`/booking/clients/${encodeURIComponent(id)}`),
        ];
      } catch (error) {
        if (error instanceof StaysFailure && error.status === 404) return [id, null];
        throw error;
      }
    };
    for (const [id, client] of await Promise.all([...ids].map(read)))
      account.clients.set(id, client);
  }

  /** Bookings Stays lists as cancelled and not booked again: cancelled by the integration. */
  private async cancelGone(account: Account, cancelled: StaysReservation[]): Promise<number> {
    let count = 0;
    for (const reservation of cancelled) {
      const record = account.known.get(bookingKey(reservation));
      if (!record || record.cancelled || !record.created) continue;
      const property = account.properties.get(reservation._idlisting);
      const target = this.target(account.accountId, property?.residenceId ?? '');
      if (await this.reservations.cancel(target, record, STAYS_CANCELLED_MOTIVE, account.context))
        count += 1;
      record.cancelled = true;
    }
    return count;
  }

  private target(accountId: string, residenceId: string): ImportTarget {
    return { integration: 'stays', scope: accountId, accountId, residenceId };
  }
}
