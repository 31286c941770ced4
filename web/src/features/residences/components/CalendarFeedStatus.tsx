import { FormattedMessage } from 'react-intl';
import { SyncNowButton, SyncReport, type SyncReportWords } from '../../../components/ui';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
import {
  useRemoveCalendarFeedMutation,
  useSyncCalendarFeedMutation,
  type CalendarFeed,
} from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';

type Props = { residence: Residence; feed: CalendarFeed; onSyncRequested: () => void };

const WORDS: SyncReportWords = {
  lastSync: 'calendarFeed.lastSync',
  neverSynced: 'calendarFeed.neverSynced',
  nextRun: 'calendarFeed.nextRun',
};

/**
 * What the last sync of the feed did (created, changed, cancelled), when the next runs, the
 * last failure in the host's language with what to do, "sync now" and "stop syncing".
 */
export const CalendarFeedStatus = ({ residence, feed, onSyncRequested }: Props) => {
  const [sync, syncing] = useSyncCalendarFeedMutation();
  const [remove, removing] = useRemoveCalendarFeedMutation();
  const run = useNotifiedAction();
  return (
    <div className="calendar-feed-status">
      <SyncReport record={feed} words={WORDS} timeZone={residence.timeZone} />
      <div className="calendar-feed-actions">
        <SyncNowButton
          sync={() => sync(residence.id).unwrap()}
          busy={syncing.isLoading}
          onSyncRequested={onSyncRequested}
        />
        <button
          type="button"
          className="ui-button"
          disabled={removing.isLoading}
          onClick={() => void run(() => remove(residence.id).unwrap(), 'calendarFeed.removed')}
        >
          <FormattedMessage id="calendarFeed.remove" />
        </button>
      </div>
    </div>
  );
};
