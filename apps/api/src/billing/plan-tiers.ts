import type { BillingTier } from '@chegada/contracts';

/**
 * The tier a number of properties falls in: below the first tier's minimum, the first; past
 * the last tier's maximum, the last (a big account is never left without a price). Null when
 * no active price table has tiers.
 */
export const tierFor = <Tier extends BillingTier>(
  tiers: readonly Tier[],
  properties: number,
): Tier | null => {
  const sorted = [...tiers].sort((one, other) => one.min - other.min);
  return (
    sorted.find((tier) => properties >= tier.min && properties <= tier.max) ??
    (properties < (sorted[0]?.min ?? 0) ? sorted[0] : sorted.at(-1)) ??
    null
  );
};

/** The plan's name as the header and the invoices show it: the table and its range. */
export const planNameOf = (tier: BillingTier): string => `${tier.table} ${tier.min}–${tier.max}`;

/** A calendar date (YYYY-MM-DD) in Brasília's time zone, as the provider bills. */
export const billingDate = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/**
 * The calendar date `months` after `date` (YYYY-MM-DD), on the same day of the month or, when
 * that month is shorter, on its last day (a cycle that began on the 31st falls on Feb 28).
 */
export const addMonths = (date: string, months: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

/** The subscription's first cycle date after `today`: its anchor, a month on, and so on. */
export const nextCycleDate = (anchor: string, today: string): string => {
  const [fromYear, fromMonth] = anchor.split('-').map(Number) as [number, number];
  const [year, month] = today.split('-').map(Number) as [number, number];
  let months = Math.max(0, (year - fromYear) * 12 + (month - fromMonth) - 1);
  while (addMonths(anchor, months) <= today) months += 1;
  return addMonths(anchor, months);
};

/** The calendar date the day before `date` (YYYY-MM-DD). */
export const dayBefore = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The one definition of a period's end: a charge due on `dueDate` pays through the day
 * before the next cycle date, inclusive (29/01 pays 29/01–27/02 when February has 28 days).
 * The e-mails, the subscription page and the cancel dialog all say this day.
 */
export const periodLastDay = (dueDate: string): string => dayBefore(addMonths(dueDate, 1));

/** The service's last day (inclusive, in Brasília) of a service that ends at `endsAt`. */
export const lastDayBefore = (endsAt: Date): string => billingDate(new Date(endsAt.getTime() - 1));
