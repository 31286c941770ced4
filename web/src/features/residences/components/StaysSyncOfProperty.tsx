import { FormattedMessage } from 'react-intl';
import type { StaysConnectionView } from '@chegada/contracts';
import {
  PageSection,
  SyncNowButton,
  SyncReport,
  type SyncReportWords,
} from '../../../components/ui';
import { useSyncStaysOfPropertyMutation } from '../api/calendar-feed-api';

// The words of /u/config's Stays panel: one account's syncs read alike in both places.
const WORDS: SyncReportWords = {
  lastSync: 'staysPanel.lastSync',
  neverSynced: 'staysPanel.neverSynced',
  nextRun: 'staysPanel.nextRun',
};

type Props = { residenceId: string; stays: StaysConnectionView; onSyncRequested: () => void };

/**
 * On a property a Stays listing feeds: what the account's syncs did, when the next runs, the
 * last failure with what to do, and "sync now"; the connection itself is on /u/config, which
 * the property's form links to.
 */
export const StaysSyncOfProperty = ({ residenceId, stays, onSyncRequested }: Props) => {
  const [sync, syncing] = useSyncStaysOfPropertyMutation();
  return (
    <PageSection
      id="stays-sync-title"
      titleId="calendarFeed.staysSyncTitle"
      className="calendar-feed"
    >
      <div className="calendar-feed-status">
        <p className="calendar-feed-note">
          <FormattedMessage id="calendarFeed.staysSyncNote" values={{ domain: stays.domain }} />
        </p>
        <SyncReport record={stays} words={WORDS} />
        <div className="calendar-feed-actions">
          <SyncNowButton
            sync={() => sync(residenceId).unwrap()}
            busy={syncing.isLoading}
            onSyncRequested={onSyncRequested}
          />
        </div>
      </div>
    </PageSection>
  );
};
