import { sql } from 'kysely';
import type { ReservationListItem as ListedReservation } from '@chegada/contracts';
import { phoneE164, type ReservationStatus } from '@chegada/domain';
import { DEFAULT_STAY_TIMES, DEFAULT_TIME_ZONE } from './read-model.tables';

/** A reservation as the lists answer it (the shared shape, with the server's dates). */
export type ReservationListItem = ListedReservation<Date>;

type ItemRow = Omit<ReservationListItem, 'residence' | 'status' | 'guestPhoneE164'> & {
  status: number;
  residenceName: string | null;
  timeZone: string;
};

const zone = sql<string>`coalesce(res.time_zone, ${DEFAULT_TIME_ZONE})`;

/**
 * A check-in or checkout as an instant: given as a date alone, that calendar date at the
 * property's usual time where the property is (as stayInstant reads it), not its UTC midnight.
 */
const instantColumn = <Alias extends string>(
  instant: 'check_in' | 'check_out',
  alias: Alias,
  usualTime: string,
) =>
  sql<Date>`coalesce(
    (${sql.ref(`r.${instant}_day`)} || ' ' || coalesce(${sql.ref(`res.${instant}_time`)}, ${usualTime}))::timestamp at time zone ${zone},
    ${sql.ref(`r.${instant}`)})`.as(alias);

/**
 * The holder's name a guest's deletion kept until its keep_until (personal_data_kept belongs to
 * apps/api/src/personal-data-requests; retention deletes the row with the sealed record). Read
 * in the row's own account only.
 */
export const keptGuestName = sql<string | null>`(select k.holder_name from personal_data_kept k
    where k.reservation_id = r.id and k.account_id = r.account_id)`;

/** The columns of an item, read from `reservation_list as r` joined to `residences as res`. */
export const itemColumns = [
  'r.id',
  'r.residence_id as residenceId',
  'res.name as residenceName',
  zone.as('timeZone'),
  'r.guest_name as guestName',
  'r.guest_email as guestEmail',
  'r.guest_phone as guestPhone',
  'r.status',
  'r.hidden',
  instantColumn('check_in', 'CheckIn', DEFAULT_STAY_TIMES.checkIn),
  instantColumn('check_out', 'checkout', DEFAULT_STAY_TIMES.checkOut),
  'r.source',
  // booking_imports belongs to apps/api/src/bookings: at most one row per reservation.
  sql<'ical' | 'stays' | null>`(select bi.integration from booking_imports bi
    where bi.reservation_id = r.id)`.as('importedFrom'),
  'r.language',
  'r.max_guests as maxGuests',
  'r.registered_guests as registeredGuests',
  'r.responsible_user_id as responsibleUserId',
  'r.checkout_responsible_user_id as checkoutResponsibleUserId',
  'r.sensitive_data_removed as sensitiveDataRemoved',
  keptGuestName.as('keptGuestName'),
  'r.created_at as createdAt',
  'r.updated_at as updatedAt',
  'r.approved_at as approvedAt',
] as const;

export const itemOf = ({
  residenceName,
  timeZone,
  status,
  ...row
}: ItemRow): ReservationListItem => ({
  ...row,
  guestPhoneE164: phoneE164(row.guestPhone),
  status: status as ReservationStatus,
  residence: { id: row.residenceId, name: residenceName, timeZone },
});

export type Page<Item> = { items: Item[]; total: number; lastPage: number };

export const lastPageOf = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / perPage));

/** A page of the list or the history: its rows as items, of `total` rows in all. */
export const itemPageOf = (
  rows: ItemRow[],
  total: number,
  perPage: number,
): Page<ReservationListItem> => ({
  items: rows.map(itemOf),
  total,
  lastPage: lastPageOf(total, perPage),
});
