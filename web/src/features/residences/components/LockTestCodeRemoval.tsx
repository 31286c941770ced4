import { FormattedMessage } from 'react-intl';
import { useTestCodeRemovalQuery } from '../api/locks-api';

// While a test code waits for its deletion, the page looks again now and then.
const POLL_MS = 30_000;

/**
 * What became of the property's last test code: deleted from the lock at its end, still
 * waiting for that, or still on the lock because the deletion failed (the worker tries again
 * while the lock is out of reach). `after` hides the waiting line the fresh answer already says.
 */
export const LockTestCodeRemoval = ({
  residenceId,
  clock,
  after,
}: {
  residenceId: string;
  clock: (iso: string) => string;
  after: string | null;
}) => {
  const { data: removal } = useTestCodeRemovalQuery(residenceId);
  // A second subscription to the same answer polls it while the deletion is still to come.
  const waiting = Boolean(removal && !removal.removedAt);
  useTestCodeRemovalQuery(residenceId, { pollingInterval: waiting ? POLL_MS : 0 });
  if (!removal) return null;
  if (removal.error)
    return (
      <div className="lock-test-result is-failed" role="alert">
        <p>
          <FormattedMessage id="locks.test.stillOnLock" />
        </p>
        <p>{removal.error.message}</p>
        <p>
          <FormattedMessage
            id={removal.error.retrying ? 'locks.test.retrying' : 'locks.test.deleteByHand'}
          />
        </p>
      </div>
    );
  if (removal.removedAt)
    return (
      <p className="lock-test-note" role="status">
        <FormattedMessage id="locks.test.removed" values={{ time: clock(removal.removedAt) }} />
      </p>
    );
  if (removal.removeAt === after) return null;
  return (
    <p className="lock-test-note" role="status">
      <FormattedMessage id="locks.test.removing" values={{ time: clock(removal.removeAt) }} />
    </p>
  );
};
