import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { systemMotiveOf } from '@chegada/contracts';
import { DAY_WITH_YEAR, MOMENT_WITH_YEAR, wallClock } from '../../../../lib/i18n/format';
import { ReviewTimeZone } from './review-time-zone';

/** A calendar day (a birth, an expiry, the stay's), with its four-digit year. */
const DAY = { ...DAY_WITH_YEAR, timeZone: 'UTC' } as const;

/**
 * The review's ways to word an answer: yes/no, calendar days, moments on the property's clock,
 * choices of a list.
 */
export const useReviewFormat = () => {
  const intl = useIntl();
  const timeZone = useContext(ReviewTimeZone);
  const text = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `guestReview.${key}` }, values);
  return {
    text,
    yesNo: (value: boolean | undefined) =>
      value === undefined ? null : text(value ? 'yes' : 'no'),
    // A calendar day has no time zone: read it as UTC so it never moves a day.
    day: (value: string | undefined) => (value ? intl.formatDate(`${value}T12:00:00Z`, DAY) : null),
    // A day and its time on the property's clock, as the locale writes its other moments.
    dayAndTime: (day: string | undefined, time: string | undefined) => {
      if (!day) return null;
      const instant = time ? wallClock(day, time) : null;
      return instant
        ? intl.formatDate(instant, { ...MOMENT_WITH_YEAR, timeZone: 'UTC' })
        : intl.formatDate(`${day}T12:00:00Z`, DAY);
    },
    /** An instant's calendar day on the property's clock (a stay's check-in or check-out). */
    stayDay: (value: string) => intl.formatDate(value, { ...DAY_WITH_YEAR, timeZone }),
    moment: (value: string) => intl.formatDate(value, { ...MOMENT_WITH_YEAR, timeZone }),
    // A motive a sync wrote (a cancellation on Stays, a booking gone from a calendar) in the
    // reader's language; a person's own words as they typed them.
    motive: (value: string) => {
      const system = systemMotiveOf(value);
      return system ? text(`systemMotive.${system.kind}`, system) : value;
    },
    choice: (group: string, value: string | undefined) =>
      value ? text(`${group}.${value}`) : null,
  };
};
