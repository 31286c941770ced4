import { SyncNowButton, SyncReport, type SyncReportWords } from '../../../components/ui';
import { useSyncCalendarFeedMutation, type CalendarFeed } from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';

type Props = { residence: Residence; feed: CalendarFeed; onSyncRequested: () => void };

const WORDS: SyncReportWords = {
  lastSync: 'calendarFeed.lastSync',
  neverSynced: 'calendarFeed.neverSynced',
  nextRun: 'calendarFeed.nextRun',
};

/**
 * What the last sync of the feed did (created, changed, cancelled), when the next runs, the
 * last failure in the host's language with what to do, and "sync now" (the property's form
 * changes or, emptied, removes the feed).
 */
export const CalendarFeedStatus = ({ residence, feed, onSyncRequested }: Props) => {
  const [sync, syncing] = useSyncCalendarFeedMutation();
  return (
    <div className="calendar-feed-status">
      <SyncReport record={feed} words={WORDS} />
      <div className="calendar-feed-actions">
        <SyncNowButton
          sync={() => sync(residence.id).unwrap()}
          busy={syncing.isLoading}
          onSyncRequested={onSyncRequested}
        />
      </div>
    </div>
  );
};
