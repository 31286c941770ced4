/**
 * The cancellation motives the platform writes itself, when a sync cancels a stay it imported
 * (issue 30). §7's cancelMotive is text: these are stored as written here, in pt-BR, whatever
 * the host's language, and read back by systemMotiveOf so each reader sees them in their own
 * (the web's review and history). A motive a person typed is none of these and stays as typed.
 */
export const STAYS_CANCELLED_MOTIVE = 'Reserva cancelada na Stays';

/** A booking gone from a channel's calendar (iCal); the provider is its brand ("Airbnb"). */
export const calendarRemovedMotive = (provider: string): string =>
  `Reserva removida do calendário do canal (${provider})`;

export type SystemMotive =
  { kind: 'staysCancelled' } | { kind: 'calendarRemoved'; provider: string };

// Before 2026-12-18 a sync wrote them in the property's language: those read back too.
const STAYS_CANCELLED = new Set([
  STAYS_CANCELLED_MOTIVE,
  'Booking cancelled on Stays',
  'Reserva cancelada en Stays',
]);
const CALENDAR_REMOVED = [
  /^Reserva removida do calendário do canal \((.+)\)$/,
  /^Booking removed from the channel's calendar \((.+)\)$/,
  /^Reserva eliminada del calendario del canal \((.+)\)$/,
];

/** Which system motive a stored motive is, or null for a person's own words. */
export const systemMotiveOf = (motive: string): SystemMotive | null => {
  if (STAYS_CANCELLED.has(motive)) return { kind: 'staysCancelled' };
  for (const pattern of CALENDAR_REMOVED) {
    const provider = pattern.exec(motive)?.[1];
    if (provider) return { kind: 'calendarRemoved', provider };
  }
  return null;
};
