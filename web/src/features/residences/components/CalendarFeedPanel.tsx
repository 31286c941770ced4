import { PageSection, useSyncWatch } from '../../../components/ui';
import { useCalendarFeedQuery } from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';
import { CalendarFeedStatus } from './CalendarFeedStatus';

/**
 * What the worker's syncs did with the property's calendar (iCal) feed (CalendarFeedStatus),
 * under the property's form, which holds the feed's address; nothing without a feed.
 */
export const CalendarFeedPanel = ({ residence }: { residence: Residence }) => {
  const watch = useSyncWatch();
  const answer = useCalendarFeedQuery(residence.id, { pollingInterval: watch.pollingInterval });
  const feed = answer.data?.data;
  watch.seen(feed?.lastSyncAt, feed?.url);
  if (!feed) return null;
  return (
    <PageSection
      id="calendar-feed-title"
      titleId="calendarFeed.syncTitle"
      className="calendar-feed"
    >
      <CalendarFeedStatus
        residence={residence}
        feed={feed}
        onSyncRequested={() => watch.watchFrom(feed.lastSyncAt)}
      />
    </PageSection>
  );
};
