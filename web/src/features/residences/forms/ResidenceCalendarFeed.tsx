import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BookingRule } from '@chegada/contracts';
import { FormSection } from '../../../components/form';
import { describeApiError, isApiError, type ApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useCalendarFeedQuery,
  useRemoveCalendarFeedMutation,
  useSaveCalendarFeedMutation,
  type CalendarFeed,
} from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';
import { CalendarFeedFields } from './CalendarFeedFields';

/** The property form's calendar fields, at FEED. */
export type FeedValues = { url: string; bookingRule: BookingRule };

export const FEED = 'calendarFeed.';

/**
 * An unknown host's feed counts only the events marked "Reserved" until the host says
 * otherwise: a blocked day taken for a booking would be a stay nobody made (VRBO and most
 * exports mark blocks apart), while a booking left out shows in the sync's report.
 */
export const SAFE_BOOKING_RULE: BookingRule = 'reserved';

/** The server's refusal of the feed, its fields named as the property's form names them. */
class FeedRefused extends Error implements ApiError {
  readonly status: ApiError['status'];
  readonly messageId: ApiError['messageId'];
  readonly code: ApiError['code'];
  readonly errors: ApiError['errors'];
  constructor(refusal: ApiError) {
    super(refusal.message);
    this.status = refusal.status;
    this.messageId = refusal.messageId;
    this.code = refusal.code;
    this.errors = refusal.errors?.map((error) => ({ ...error, field: FEED + error.field }));
  }
}

/**
 * The calendar a property's form starts with (`loading` until known), whether a Stays listing
 * brings its bookings instead, and `apply`: after the property is saved, the feed saved,
 * changed or, emptied, removed (PUT or DELETE /api/residences/:id/calendar-feed).
 */
export const useResidenceFeed = (residence: Residence | undefined) => {
  const intl = useIntl();
  const answer = useCalendarFeedQuery(residence?.id ?? '', { skip: !residence });
  const [save] = useSaveCalendarFeedMutation();
  const [remove] = useRemoveCalendarFeedMutation();
  const before: CalendarFeed | null = answer.data?.data ?? null;
  const initial: FeedValues = {
    url: before?.url ?? '',
    bookingRule: before?.bookingRule ?? SAFE_BOOKING_RULE,
  };
  /**
   * A new property is saved either way: a calendar the server refuses (a name resolving to a
   * private network) is said in its words and can be pasted again. An edited one keeps its form
   * open with the refusal on the field (the property itself saved), to correct and save again.
   */
  const apply = async (id: string, feed: FeedValues | undefined) => {
    const url = feed?.url.trim() ?? '';
    if (!feed || answer.data?.mappedToStays) return;
    if (!url) {
      if (!before) return;
      await remove(id).unwrap();
      notify.info(intl.formatMessage({ id: 'calendarFeed.removed' }));
      return;
    }
    if (before && before.url === url && before.bookingRule === feed.bookingRule) return;
    try {
      await save({ id, url, bookingRule: feed.bookingRule }).unwrap();
    } catch (error) {
      if (residence && isApiError(error)) throw new FeedRefused(error);
      const said = isApiError(error) ? error.errors?.[0]?.message : undefined;
      const text = said ?? describeApiError(intl.formatMessage, error);
      notify.error(`${intl.formatMessage({ id: 'houses.feedNotSaved' })} ${text}`);
    }
  };
  return {
    loading: residence !== undefined && answer.isLoading,
    initial,
    mappedToStays: answer.data?.mappedToStays === true,
    hasFeed: before !== null,
    apply,
  };
};

type SectionProps = { title: string; mappedToStays: boolean; hasFeed: boolean };

/** The property form's calendar section; a property a Stays listing feeds takes none. */
export const CalendarFeedSection = ({ title, mappedToStays, hasFeed }: SectionProps) => (
  <FormSection title={title}>
    {mappedToStays ? (
      <p className="calendar-feed-note">
        <FormattedMessage
          id="calendarFeed.fromStays"
          values={{ settings: (label) => <Link to="/u/config">{label}</Link> }}
        />
      </p>
    ) : (
      <>
        <p className="calendar-feed-note">
          <FormattedMessage id="calendarFeed.intro" />
        </p>
        <CalendarFeedFields prefix={FEED} />
        {hasFeed ? (
          <p className="calendar-feed-note">
            <FormattedMessage id="calendarFeed.emptyToStop" />
          </p>
        ) : null}
      </>
    )}
  </FormSection>
);
