import { FormattedMessage } from 'react-intl';
import { PageSection, Skeleton, useSyncWatch } from '../../../components/ui';
import { useStaysConnectionQuery } from '../api/stays-api';
import { StaysConnectionForm } from './StaysConnectionForm';
import { StaysListings } from './StaysListings';
import { StaysSyncStatus } from './StaysSyncStatus';

/**
 * /u/config's Stays.net panel (issue 30): what Stays charges, the account's credentials, its
 * listings mapped to properties, and what the worker's syncs did.
 */
export const StaysPanel = () => {
  const watch = useSyncWatch();
  const connection = useStaysConnectionQuery(undefined, {
    pollingInterval: watch.pollingInterval,
  });
  const data = connection.data ?? null;
  watch.seen(data?.lastSyncAt);
  const watchFromShown = () => watch.watchFrom(data?.lastSyncAt);
  return (
    <PageSection
      id="stays-panel-title"
      titleId="staysPanel.title"
      introId="staysPanel.intro"
      className="stays-panel"
    >
      <p className="stays-pricing">
        <FormattedMessage id="staysPanel.pricing" />
      </p>
      {connection.isLoading ? (
        <Skeleton lines={3} />
      ) : (
        <StaysConnectionForm connection={data} onConnected={watchFromShown} />
      )}
      {data ? (
        <>
          <StaysSyncStatus connection={data} onSyncRequested={watchFromShown} />
          <StaysListings onMapped={watchFromShown} />
        </>
      ) : null}
    </PageSection>
  );
};
