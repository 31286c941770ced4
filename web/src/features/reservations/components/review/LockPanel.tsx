import type { LockPasscodeView, TTLockConnectionView } from '@chegada/contracts';
import { allowedFrom, ReservationStatus } from '@chegada/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { BusyButton, ErrorState, Skeleton } from '../../../../components/ui';
import { baseApi } from '../../../../lib/api/base-api';
import { useNotifiedAction } from '../../../../lib/notifications/use-notified-action';
import type { ReservationDetails } from '../../api/reservation-types';
import { DynamicPasswordDialog } from '../../forms/SmallCommandDialogs';
import { guestNameOf } from '../reservation-columns';
import { ReviewSection } from './Facts';
import { unwrapData } from '../../../../lib/api/endpoints';
import { DoorCodePanel } from './DoorCodePanel';
import { lockFailureAction } from './lock-failure-action';
import { MOMENT_WITH_YEAR } from '../../../../lib/i18n/format';

const lockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reservationLock: build.query<LockPasscodeView | null, string>({
      // null: nothing was ever asked of the lock yet (not approved), which is no error.
      query: (id) => `locks/reservations/${id}`,
      transformResponse: unwrapData<LockPasscodeView | null>,
      providesTags: (_result, _error, id) => [{ type: 'Locks', id }],
    }),
    retryReservationLock: build.mutation<LockPasscodeView | null, string>({
      query: (id) => ({ url: `locks/reservations/${id}/retry`, method: 'POST' }),
      transformResponse: unwrapData<LockPasscodeView | null>,
      invalidatesTags: (_result, _error, id) => [{ type: 'Locks', id }, 'Reservation'],
    }),
    // Whether TTLock is set up here and the account connected, as /u/keys/config reads it.
    lockConnection: build.query<TTLockConnectionView, void>({
      query: () => 'locks/ttlock',
      transformResponse: unwrapData<TTLockConnectionView>,
      providesTags: ['Locks'],
    }),
  }),
});

// Times on the property's clock, as the stay's dates are.
const Passcode = ({
  lock,
  timeZone,
  approved,
  over,
  erased,
}: {
  lock: LockPasscodeView | null;
  timeZone: string;
  approved: boolean;
  /** Cancelled or finished: the code opens nothing and is not shown (issue 27). */
  over: boolean;
  /** Its personal data erased: no code is shown nor taken (issue 32). */
  erased: boolean;
}) => {
  const intl = useIntl();
  const moment = (iso: string | null) =>
    iso ? intl.formatDate(iso, { ...MOMENT_WITH_YEAR, timeZone }) : '';
  if (over)
    return (
      <p role="status">
        <FormattedMessage id={erased ? 'locks.panel.erased' : 'locks.panel.closed'} />
      </p>
    );
  if (lock?.status === 'active')
    return (
      <p role="status">
        <FormattedMessage
          id="locks.panel.active"
          values={{
            passcode: <strong>{lock.passcode}</strong>,
            start: moment(lock.startDate),
            end: moment(lock.endDate),
          }}
        />
      </p>
    );
  if (lock?.status === 'failed')
    return (
      <div className="review-motives" role="alert">
        <p>
          <FormattedMessage id="locks.panel.failed" />
        </p>
        <p>{lock.error?.message}</p>
      </div>
    );
  return (
    <p role="status">
      <FormattedMessage id={approved ? 'locks.panel.creating' : 'locks.panel.none'} />
    </p>
  );
};

/** The worker makes the code after the approval's answer: asked again until it is there. */
const CREATING_POLL_MS = 3000;

/**
 * The review's lock: the guest's code on the property's TTLock, or the last failure in the
 * host's language (on a server without TTLock, the manual door code as without a lock); "try again" asks the lock now when that can help (else the way to connect
 * TTLock, or the failure's own advice), and the code can always be set by hand.
 */
export const LockPanel = ({ reservation }: { reservation: ReservationDetails }) => {
  const intl = useIntl();
  const approved = reservation.status === ReservationStatus.ENDED;
  const usesLock = reservation.residence?.usesTTLock ?? false;
  const lock = lockApi.useReservationLockQuery(reservation.id, { skip: !usesLock });
  const connection = lockApi.useLockConnectionQuery(undefined, { skip: !usesLock });
  // A server without TTLock reaches no lock: the property opens with its manual door code.
  const manualOnly = connection.data?.configured === false;
  const creating = approved && !lock.error && (lock.data ?? null)?.status !== 'active';
  lockApi.useReservationLockQuery(reservation.id, {
    skip: !usesLock || manualOnly || !creating || lock.data?.status === 'failed',
    pollingInterval: CREATING_POLL_MS,
  });
  const [retry, retrying] = lockApi.useRetryReservationLockMutation();
  const run = useNotifiedAction();
  const [manual, setManual] = useState(false);
  // A cancelled or finished stay takes no code (the domain's table; the server refuses it too).
  // An erased stay takes none either (issue 32).
  const erased = reservation.sensitiveDataRemoved;
  const settable = allowedFrom.UpdateDynamicPassword.includes(reservation.status) && !erased;
  const failure = lock.data?.status === 'failed' ? lock.data.error : null;
  if (!reservation.residence) return null;
  if (!usesLock || manualOnly) return <DoorCodePanel reservation={reservation} />;
  // Before approval nothing was asked of the lock: there is nothing to try again. After a
  // failure, only when trying can help; else the failure says what to do instead.
  const action = failure
    ? lockFailureAction(failure, lock.data!.updatedAt, connection.data)
    : approved && !erased && lock.data !== undefined
      ? 'retry'
      : 'none';
  const again = () => run(() => retry(reservation.id).unwrap(), 'locks.panel.retried');
  const { residence } = reservation;
  return (
    <ReviewSection id="lock" titleId="locks.panel.title">
      {lock.isLoading || connection.isLoading ? (
        <Skeleton lines={2} />
      ) : lock.error ? (
        <ErrorState error={lock.error} onRetry={() => void lock.refetch()} />
      ) : (
        <Passcode
          lock={lock.data ?? null}
          timeZone={reservation.residence.timeZone}
          approved={approved}
          over={!settable}
          erased={erased}
        />
      )}
      {settable ? (
        <p>
          <FormattedMessage id="locks.panel.manualHint" />
        </p>
      ) : null}
      <div className="page-heading-actions">
        {action === 'connect' ? (
          <Link className="ui-button ui-button-primary" to="/u/keys/config">
            <FormattedMessage id="locks.panel.connect" />
          </Link>
        ) : null}
        {action === 'retry' ? (
          <BusyButton busy={retrying.isLoading} onClick={again}>
            <FormattedMessage
              id={retrying.isLoading ? 'locks.panel.retrying' : 'locks.panel.retry'}
            />
          </BusyButton>
        ) : null}
        {settable ? (
          <button type="button" className="ui-button" onClick={() => setManual(true)}>
            <FormattedMessage id="locks.panel.manual" />
          </button>
        ) : null}
      </div>
      {manual ? (
        <DynamicPasswordDialog
          subject={{ ...reservation, residenceName: residence.name, timeZone: residence.timeZone }}
          guest={guestNameOf(intl, reservation)}
          onClose={() => setManual(false)}
        />
      ) : null}
    </ReviewSection>
  );
};
