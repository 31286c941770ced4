import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { bookingSources, reservationStatuses } from '@chegada/domain';
import { boundedArray } from './bounded-array';
import { calendarDateTest, integer } from './scalar-fields';

export const reservationDateFilters = ['today', 'tomorrow', 'next7days', 'next30days'] as const;
export type ReservationDateFilter = (typeof reservationDateFilters)[number];

export const reservationSorts = ['checkIn', 'createdAt', 'status'] as const;
export type ReservationSort = (typeof reservationSorts)[number];

const page = integer().min(1, 'reservationQueries.pageMin').default(1);

const perPage = integer()
  .min(1, 'reservationQueries.perPageRange')
  .max(100, 'reservationQueries.perPageRange')
  .default(20);

// A query string gives one value as text and repeated ones as a list: always a list here, of
// at most every status once.
const statuses = () =>
  boundedArray(
    number()
      .typeError('reservationQueries.statusInvalid')
      .oneOf(reservationStatuses, 'reservationQueries.statusInvalid')
      .required('reservationQueries.statusInvalid'),
    reservationStatuses.length,
  )
    .transform((value: unknown, original: unknown) =>
      original === undefined || Array.isArray(original) ? value : [original],
    )
    .optional();

// A day the calendar has (2026-12-31, not 2026-02-30), read in each property's own time zone;
// documented as `format: date`, so the bad-input walk tries it.
const calendarDay = string().test(calendarDateTest('reservations.invalidDate'));

/** The filters shared by the list, its counters and the export. */
const filters = {
  // GET arrays arrive as `status[]` (product spec §7); a plain `status` is accepted too.
  'status[]': statuses(),
  status: statuses(),
  dateFilter: string().oneOf(reservationDateFilters, 'reservationQueries.dateFilterInvalid'),
  // A range of check-in days, both included (the console's "from … to …").
  checkInFrom: calendarDay,
  checkInTo: calendarDay,
  residenceId: string().uuid('validation.invalidFormat'),
  source: string().oneOf(bookingSources, 'reservationQueries.sourceInvalid'),
  search: string().trim().max(200, 'validation.maxLength'),
  hidden: boolean().typeError('reservationQueries.booleanInvalid'),
  // Only the reservations counted as preferencialReservations.
  preferential: boolean().typeError('reservationQueries.booleanInvalid'),
  // Only the history: finished, cancelled or checked out, hidden ones included.
  historic: boolean().typeError('reservationQueries.booleanInvalid'),
  // Only submitted ones whose identity checks ask the host to look (issue 29).
  needsReview: boolean().typeError('reservationQueries.booleanInvalid'),
  lang: string(),
};

/** GET /api/stays/reservations: a page of the account's reservations with its counters. */
export const reservationListQuerySchema = object({
  ...filters,
  page,
  perPage,
  sort: string().oneOf(reservationSorts, 'reservationQueries.sortInvalid').default('createdAt'),
  order: string()
    .oneOf(['asc', 'desc'] as const, 'reservationQueries.orderInvalid')
    .default('desc'),
}).noUnknown('validation.unknownField');
export type ReservationListQuery = InferType<typeof reservationListQuerySchema>;

/** GET /api/stays/reservations/export: the list's filters, every row, as a spreadsheet. */
export const reservationExportQuerySchema = object({
  ...filters,
  sort: string().oneOf(reservationSorts, 'reservationQueries.sortInvalid').default('createdAt'),
  order: string()
    .oneOf(['asc', 'desc'] as const, 'reservationQueries.orderInvalid')
    .default('desc'),
  format: mixed<'xlsx'>()
    .oneOf(['xlsx'] as const, 'reservationQueries.formatInvalid')
    .default('xlsx'),
}).noUnknown('validation.unknownField');
export type ReservationExportQuery = InferType<typeof reservationExportQuerySchema>;

/** History, past guest forms: pages of the account's past reservations. */
export const reservationPageQuerySchema = object({
  page,
  perPage,
  search: string().trim().max(200, 'validation.maxLength'),
  lang: string(),
}).noUnknown('validation.unknownField');
export type ReservationPageQuery = InferType<typeof reservationPageQuerySchema>;
