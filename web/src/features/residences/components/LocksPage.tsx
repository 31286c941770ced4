import { FormattedMessage } from 'react-intl';
import { EmptyState, ErrorState, Page, PageSection, Skeleton } from '../../../components/ui';
import { Role } from '@chegada/contracts';
import { useSessionUser } from '../../../lib/session/use-session';
import { useResidencesQuery, type Residence } from '../api/residences-api';
import { useLocksQuery, useTtlockConnectionQuery, type LockItem } from '../api/locks-api';
import { ResidenceLockForm } from './ResidenceLockForm';
import { LockLeadTime } from './LockLeadTime';
import { hasExpired, TTLockAccount } from './TTLockAccount';
import './residences.css';

// Enough for one page of every account the plans price today.
const ALL = { page: 1, perPage: 100, search: '' };

/** Each property with a pick of the account's locks; asked of TTLock only once connected. */
const ResidenceLocks = ({ owner }: { owner: boolean }) => {
  const residences = useResidencesQuery(ALL);
  const locks = useLocksQuery();
  if (residences.isLoading || locks.isLoading) return <Skeleton lines={4} />;
  const failed = residences.error ? residences : locks.error ? locks : null;
  if (failed || !residences.data || !locks.data)
    return <ErrorState error={failed?.error} onRetry={() => void failed?.refetch()} />;
  if (residences.data.items.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage id="houses.emptyTitle" />}
        description={<FormattedMessage id="locks.emptyDescription" />}
      />
    );
  const items = locks.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="locks-notice" role="status">
          <FormattedMessage id="locks.page.noLocks" />
        </p>
      ) : null}
      {owner ? (
        residences.data.items.map((residence) => (
          <ResidenceLockForm key={residence.id} residence={residence} locks={items} />
        ))
      ) : (
        <ResidenceLockList residences={residences.data.items} locks={items} />
      )}
    </>
  );
};

/** A sub-user reads which lock opens each property; the owner picks them. */
const ResidenceLockList = ({
  residences,
  locks,
}: {
  residences: Residence[];
  locks: LockItem[];
}) => (
  <dl className="house-facts">
    {residences.map((residence) => (
      <div key={residence.id}>
        <dt>{residence.name}</dt>
        <dd>
          {residence.lockId ? (
            (locks.find((lock) => lock.lockId === residence.lockId)?.name ?? residence.lockId)
          ) : (
            <FormattedMessage id="locks.page.noLock" />
          )}
          <LockLeadTime residence={residence} />
        </dd>
      </div>
    ))}
  </dl>
);

/** /u/keys/config: the account's TTLock connection and the lock that opens each property. */
export const LocksPage = () => {
  const owner = useSessionUser()?.role === Role.DEFAULT_USER;
  const connection = useTtlockConnectionQuery();
  const usable =
    connection.data?.connected === true &&
    connection.data.configured &&
    !hasExpired(connection.data);
  return (
    <Page titleId="route.keysConfig" className="locks-page">
      {connection.isLoading ? (
        <Skeleton lines={3} />
      ) : connection.error || !connection.data ? (
        <ErrorState error={connection.error} onRetry={() => void connection.refetch()} />
      ) : (
        <>
          <TTLockAccount connection={connection.data} />
          {/* Without TTLock on this server there is no lock to pick: the notice above says so. */}
          {connection.data.configured ? (
            <PageSection id="locks-houses" titleId="locks.page.houses">
              {usable ? (
                <ResidenceLocks owner={owner} />
              ) : (
                <p>
                  <FormattedMessage id="locks.page.connectFirst" />
                </p>
              )}
            </PageSection>
          ) : null}
        </>
      )}
    </Page>
  );
};
