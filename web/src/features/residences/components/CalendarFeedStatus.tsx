import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useRemoveCalendarFeedMutation,
  useSyncCalendarFeedMutation,
  type CalendarFeed,
} from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';

type Props = { residence: Residence; feed: CalendarFeed; onSyncRequested: () => void };

/**
 * What the last sync of the feed did (created, changed, cancelled), when the next runs, the
 * last failure in the host's language with what to do, "sync now" and "stop syncing".
 */
export const CalendarFeedStatus = ({ residence, feed, onSyncRequested }: Props) => {
  const intl = useIntl();
  const [sync, syncing] = useSyncCalendarFeedMutation();
  const [remove, removing] = useRemoveCalendarFeedMutation();
  const time = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short', timeZone: residence.timeZone });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(intl.formatMessage({ id: done }));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <div className="calendar-feed-status">
      <p role="status">
        {feed.lastSyncAt ? (
          <FormattedMessage
            id="calendarFeed.lastSync"
            values={{
              time: time(feed.lastSyncAt),
              created: feed.created,
              changed: feed.changed,
              cancelled: feed.cancelled,
            }}
          />
        ) : (
          <FormattedMessage id="calendarFeed.neverSynced" />
        )}{' '}
        <FormattedMessage id="calendarFeed.nextRun" values={{ time: time(feed.nextRunAt) }} />
      </p>
      {feed.lastError ? (
        <div className="calendar-feed-error" role="alert">
          <p>
            <strong>
              <FormattedMessage id="calendarFeed.lastError" />
            </strong>
          </p>
          <p>{feed.lastError.message}</p>
        </div>
      ) : null}
      <div className="calendar-feed-actions">
        <button
          type="button"
          className="ui-button"
          disabled={syncing.isLoading}
          aria-busy={syncing.isLoading || undefined}
          onClick={() => {
            onSyncRequested();
            void run(() => sync(residence.id).unwrap(), 'calendarFeed.syncQueued');
          }}
        >
          <FormattedMessage
            id={syncing.isLoading ? 'calendarFeed.syncing' : 'calendarFeed.syncNow'}
          />
        </button>
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
