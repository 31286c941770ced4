import type { IntlShape } from 'react-intl';
import { isoAt } from '../../../lib/i18n/zoned-time';

/** A stay as its form holds it: days and times on the property's clock. */
export type StayValues = {
  checkInDate: string;
  checkInTime: string;
  checkoutDate: string;
  checkoutTime: string;
};

/**
 * The request carries instants (CheckIn, checkout) that no input shows: their rules are
 * checked here, on the inputs the host can fix.
 */
export const stayIssues = (
  values: StayValues,
  timeZone: string,
  intl: IntlShape,
): Record<string, string> => {
  const issues: Record<string, string> = {};
  for (const field of ['checkInDate', 'checkInTime', 'checkoutDate', 'checkoutTime'] as const) {
    if (!values[field]) issues[field] = intl.formatMessage({ id: 'validation.required' });
  }
  if (Object.keys(issues).length > 0) return issues;
  const checkIn = isoAt({ date: values.checkInDate, time: values.checkInTime }, timeZone);
  const checkout = isoAt({ date: values.checkoutDate, time: values.checkoutTime }, timeZone);
  if (Date.parse(checkout) <= Date.parse(checkIn))
    issues.checkoutDate = intl.formatMessage({ id: 'reservations.checkoutAfterCheckIn' });
  return issues;
};

/** The instants the API takes for a stay held as StayValues. */
export const stayInstants = (values: StayValues, timeZone: string) => ({
  CheckIn: isoAt({ date: values.checkInDate, time: values.checkInTime }, timeZone),
  checkout: isoAt({ date: values.checkoutDate, time: values.checkoutTime }, timeZone),
});
