import type { IntlShape } from 'react-intl';

/**
 * The day and the time of a check-in or check-out instant (stayInstants: a date alone is already
 * that calendar date at the property's usual time) as the property's clock reads them.
 */
export const stayMoment = (
  intl: IntlShape,
  instant: string,
  timeZone: string,
): { day: string; time: string } => ({
  day: intl.formatDate(instant, { dateStyle: 'full', timeZone }),
  time: intl.formatTime(instant, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }),
});
