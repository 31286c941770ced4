import type { BookingSource } from '@chegada/domain';

// Channel brands are written the same in every language; only "other" is translated.
const BRANDS: Record<Exclude<BookingSource, 'other'>, string> = {
  stays: 'Stays',
  airbnb: 'Airbnb',
  expedia: 'Expedia',
  booking: 'Booking.com',
  hoteis_com: 'Hoteis.com',
  trivago: 'trivago',
  tripadvisor: 'Tripadvisor',
  vrbo: 'Vrbo',
  decolar: 'Decolar',
  submarino_viagens: 'Submarino Viagens',
};

/** A booking source (spec §3) as the host knows it: the console and the spreadsheet export. */
export const sourceName = (source: BookingSource | (string & {}), other: string): string =>
  source === 'other' ? other : (BRANDS[source as keyof typeof BRANDS] ?? source);
