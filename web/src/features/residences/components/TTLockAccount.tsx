import { Role, ttlockConnectSchema } from '@chegada/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LeaveGuard,
  PasswordField,
  SchemaForm,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { ConfirmDialog } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useSessionUser } from '../../../lib/session/use-session';
import {
  useConnectTTLockMutation,
  useDisconnectTTLockMutation,
  type TTLockConnection,
} from '../api/locks-api';

const ConnectForm = ({ again }: { again: boolean }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `locks.page.${id}` });
  const [connect] = useConnectTTLockMutation();
  // TTLock's refusal stays beside the form as well as in the toast, which goes after 5 s.
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SchemaForm
      className="form locks-connect"
      schema={ttlockConnectSchema}
      initialValues={{ username: '', password: '' }}
      onSubmit={async (request, form) => {
        setProblem(null);
        await connect(request).unwrap();
        form.resetForm();
        notify.success(text('connected'));
      }}
      onFailure={(error, onFields) => {
        if (onFields) return;
        const why = describeApiError(intl.formatMessage, error);
        setProblem(why);
        notify.error(why);
      }}
    >
      <LeaveGuard />
      <TextField name="username" label={text('username')} autoComplete="username" required />
      <PasswordField
        name="password"
        label={text('password')}
        hint={text('passwordHint')}
        autoComplete="current-password"
        required
      />
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <SubmitButton label={text(again ? 'reconnect' : 'connect')} pending={text('connecting')} />
    </SchemaForm>
  );
};

const DisconnectButton = () => {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [disconnect, { isLoading }] = useDisconnectTTLockMutation();
  const confirm = async () => {
    try {
      await disconnect().unwrap();
      setAsking(false);
      notify.success(intl.formatMessage({ id: 'locks.page.disconnected' }));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <>
      <button type="button" className="ui-button" onClick={() => setAsking(true)}>
        <FormattedMessage id="locks.page.disconnect" />
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={<FormattedMessage id="locks.page.disconnectTitle" />}
        description={<FormattedMessage id="locks.page.disconnectText" />}
        confirmLabel={<FormattedMessage id="locks.page.disconnect" />}
        destructive
        busy={isLoading}
        onConfirm={() => void confirm()}
      />
    </>
  );
};

/** Whether the tokens TTLock gave have run out (the server could not refresh them). */
export const hasExpired = (connection: TTLockConnection, now = Date.now()): boolean =>
  connection.expiresAt !== null && new Date(connection.expiresAt).getTime() <= now;

/**
 * The account's TTLock connection: not set up on this server, not connected, connected (as
 * whom, until when) or expired; the owner connects with the TTLock app's login, or disconnects.
 */
export const TTLockAccount = ({ connection }: { connection: TTLockConnection }) => {
  const intl = useIntl();
  const owner = useSessionUser()?.role === Role.DEFAULT_USER;
  const moment = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const expired = hasExpired(connection);
  const state = !connection.configured
    ? null
    : !connection.connected
      ? 'notConnected'
      : expired
        ? 'expired'
        : 'connected';
  return (
    <section className="house-section locks-account" aria-labelledby="locks-account">
      <h2 id="locks-account" className="locks-house">
        <FormattedMessage id="locks.page.account" />
      </h2>
      {state === null ? (
        <p className="locks-notice" role="status">
          <FormattedMessage id="locks.page.notConfigured" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="locks.page.intro" />
          </p>
          <p className={state === 'connected' ? 'locks-state' : 'locks-notice'} role="status">
            {state === 'notConnected' ? (
              <FormattedMessage id="locks.page.notConnected" />
            ) : (
              <>
                <FormattedMessage
                  id="locks.page.connectedAs"
                  values={{
                    username: <strong>{connection.username}</strong>,
                    since: moment(connection.connectedAt),
                  }}
                />{' '}
                <FormattedMessage
                  id={`locks.page.${state === 'expired' ? 'expired' : 'validUntil'}`}
                  values={{ until: moment(connection.expiresAt) }}
                />
              </>
            )}
          </p>
          {!owner ? (
            <p>
              <FormattedMessage id="locks.page.ownerOnly" />
            </p>
          ) : (
            <>
              {state === 'connected' ? null : <ConnectForm again={state === 'expired'} />}
              {state === 'notConnected' ? null : <DisconnectButton />}
            </>
          )}
        </>
      )}
    </section>
  );
};
