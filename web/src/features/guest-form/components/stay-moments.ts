import type { IntlShape } from 'react-intl';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day and the time of a check-in or check-out as the property's clock reads them. A date
 * without a time is a calendar date there (not UTC midnight, which is the day before in Brazil)
 * and takes the property's usual time.
 */
export const stayMoment = (
  intl: IntlShape,
  when: string,
  usualTime: string,
  timeZone: string,
): { day: string; time: string } => {
  if (DATE_ONLY.test(when))
    return {
      day: intl.formatDate(`${when}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }),
      time: usualTime,
    };
  return {
    day: intl.formatDate(when, { dateStyle: 'full', timeZone }),
    time: intl.formatTime(when, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  };
};
