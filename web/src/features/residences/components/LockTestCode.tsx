import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import type { Residence } from '../api/residences-api';
import { useTestLockCodeMutation } from '../api/locks-api';
import { LockTestCodeRemoval } from './LockTestCodeRemoval';

/**
 * "Test a code": a random code valid for 30 minutes goes on the property's lock, for the
 * owner to type on the door now, and is deleted from it when it ends; or TTLock's refusal, in
 * the owner's language. Below, what became of the last test code (LockTestCodeRemoval).
 */
export const LockTestCode = ({ residence }: { residence: Residence }) => {
  const intl = useIntl();
  const [test, state] = useTestLockCodeMutation();
  const answer = state.isLoading ? undefined : state.data;
  const until = (iso: string) =>
    intl.formatTime(iso, { timeStyle: 'short', timeZone: residence.timeZone });
  return (
    <div className="lock-test">
      <BusyButton busy={state.isLoading} onClick={() => test(residence.id)}>
        <FormattedMessage id={state.isLoading ? 'locks.test.pending' : 'locks.test.button'} />
      </BusyButton>
      {state.error && !state.isLoading ? (
        <p className="lock-test-result is-failed" role="alert">
          {describeApiError(intl.formatMessage, state.error)}
        </p>
      ) : answer?.passcode && answer.removeAt ? (
        <p className="lock-test-result" role="status">
          <FormattedMessage
            id="locks.test.ready"
            values={{ passcode: <strong>{answer.passcode}</strong>, until: until(answer.removeAt) }}
          />
        </p>
      ) : answer?.error ? (
        <div className="lock-test-result is-failed" role="alert">
          <p>
            <FormattedMessage id="locks.test.failed" />
          </p>
          <p>{answer.error.message}</p>
        </div>
      ) : null}
      <LockTestCodeRemoval
        residenceId={residence.id}
        clock={until}
        after={answer?.removeAt ?? null}
      />
    </div>
  );
};
