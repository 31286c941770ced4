import ExcelJS from 'exceljs';
import { sourceName, translate, type Locale, type MessageKey } from '@chegada/contracts';
import type { ReservationListItem } from '../reservation-item';

type Column = {
  header: MessageKey;
  width: number;
  value: (item: ReservationListItem, locale: Locale) => string | number | Date | null;
  numFmt?: string;
};

const DATE_TIME = 'yyyy-mm-dd hh:mm';

/**
 * The wall-clock time at the property, as a spreadsheet date: Excel dates carry no zone, so
 * a check-in at 14:00 in Manaus must read 14:00 whoever opens the file.
 */
export const wallClock = (instant: Date, timeZone: string): Date => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return new Date(
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
};

const personal = (value: string | null, item: ReservationListItem, locale: Locale) =>
  item.sensitiveDataRemoved ? translate(locale, 'reservationQueries.export.removed') : value;

const COLUMNS: Column[] = [
  { header: 'reservationQueries.export.id', width: 38, value: (item) => item.id },
  {
    header: 'reservationQueries.export.guestName',
    width: 28,
    value: (item, locale) => personal(item.guestName, item, locale),
  },
  {
    header: 'reservationQueries.export.guestEmail',
    width: 30,
    value: (item, locale) => personal(item.guestEmail, item, locale),
  },
  {
    header: 'reservationQueries.export.guestPhone',
    width: 20,
    value: (item, locale) => personal(item.guestPhone, item, locale),
  },
  {
    header: 'reservationQueries.export.residence',
    width: 28,
    value: (item) => item.residence.name,
  },
  {
    header: 'reservationQueries.export.checkIn',
    width: 18,
    numFmt: DATE_TIME,
    value: (item) => wallClock(item.CheckIn, item.residence.timeZone),
  },
  {
    header: 'reservationQueries.export.checkOut',
    width: 18,
    numFmt: DATE_TIME,
    value: (item) => wallClock(item.checkout, item.residence.timeZone),
  },
  {
    header: 'reservationQueries.export.status',
    width: 24,
    value: (item, locale) =>
      translate(locale, 'reservationQueries.status', { status: item.status }),
  },
  {
    header: 'reservationQueries.export.source',
    width: 18,
    value: (item, locale) =>
      sourceName(item.source, translate(locale, 'reservationQueries.export.sourceOther')),
  },
  { header: 'reservationQueries.export.maxGuests', width: 12, value: (item) => item.maxGuests },
  {
    header: 'reservationQueries.export.hidden',
    width: 10,
    value: (item, locale) =>
      translate(
        locale,
        item.hidden ? 'reservationQueries.export.yes' : 'reservationQueries.export.no',
      ),
  },
  {
    header: 'reservationQueries.export.createdAt',
    width: 18,
    numFmt: DATE_TIME,
    value: (item) => wallClock(item.createdAt, item.residence.timeZone),
  },
];

/** The file's name in the caller's language, dated by the host's day (`reservas-2026-11-25.xlsx`). */
export const workbookFileName = (locale: Locale, today: string): string =>
  `${translate(locale, 'reservationQueries.export.fileName')}-${today}.xlsx`;

/** The reservations as an .xlsx file, headers and labels in the caller's language. */
export const reservationsWorkbook = async (
  items: readonly ReservationListItem[],
  locale: Locale,
): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(translate(locale, 'reservationQueries.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column, index) => ({
    key: String(index),
    header: translate(locale, column.header),
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of items) sheet.addRow(COLUMNS.map((column) => column.value(item, locale)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
