import { useState } from 'react';
import { PageSection, useSyncWatch } from '../../../components/ui';
import { useCalendarFeedQuery } from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';
import { CalendarFeedStatus } from './CalendarFeedStatus';
import { StaysSyncOfProperty } from './StaysSyncOfProperty';

/**
 * What the worker's syncs did with the property's calendar (iCal) feed (CalendarFeedStatus),
 * under the property's form, which holds the feed's address, or, for a property a Stays
 * listing feeds, what the Stays account's syncs did; nothing without either. A feed not read
 * yet is asked again every 2 s until its first sync is recorded.
 */
export const CalendarFeedPanel = ({ residence }: { residence: Residence }) => {
  const watch = useSyncWatch();
  const [firstSync, setFirstSync] = useState(false);
  const pollingInterval = firstSync ? 2_000 : watch.pollingInterval;
  const answer = useCalendarFeedQuery(residence.id, { pollingInterval });
  const feed = answer.data?.data;
  // A feed the form just saved has not been read yet: its first sync shows as it happens.
  const neverSynced = feed !== undefined && feed !== null && feed.lastSyncAt === null;
  if (neverSynced !== firstSync) setFirstSync(neverSynced);
  const stays = answer.data?.stays ?? null;
  watch.seen(feed?.lastSyncAt ?? stays?.lastSyncAt, feed?.url);
  if (!feed)
    return stays ? (
      <StaysSyncOfProperty
        residenceId={residence.id}
        stays={stays}
        onSyncRequested={() => watch.watchFrom(stays.lastSyncAt)}
      />
    ) : null;
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
