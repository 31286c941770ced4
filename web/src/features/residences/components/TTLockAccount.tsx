import { Role, ttlockConnectSchema } from '@chegada/contracts';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConnectAccountForm, PasswordField, TextField } from '../../../components/form';
import { ConfirmDialog } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
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
  return (
    <ConnectAccountForm
      className="form locks-connect"
      schema={ttlockConnectSchema}
      initialValues={{ username: '', password: '' }}
      onSubmit={async (request, form) => {
        await connect(request).unwrap();
        form.resetForm();
        notify.success(text('connected'));
      }}
      submitLabel={text(again ? 'reconnect' : 'connect')}
      pendingLabel={text('connecting')}
    >
      <TextField name="username" label={text('username')} autoComplete="username" required />
      <PasswordField
        name="password"
        label={text('password')}
        hint={text('passwordHint')}
        required
      />
    </ConnectAccountForm>
  );
};

const DisconnectButton = () => {
  const [asking, setAsking] = useState(false);
  const [disconnect, { isLoading }] = useDisconnectTTLockMutation();
  const run = useNotifiedAction();
  const confirm = async () => {
    if (await run(() => disconnect().unwrap(), 'locks.page.disconnected')) setAsking(false);
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
