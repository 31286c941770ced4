import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaysConnectionView } from '@chegada/contracts';
import {
  ConfirmDialog,
  CopyButton,
  SyncNowButton,
  SyncReport,
  type SyncReportWords,
} from '../../../components/ui';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
import { useDisconnectStaysMutation, useSyncStaysMutation } from '../api/stays-api';

type Props = { connection: StaysConnectionView; onSyncRequested: () => void };

const WORDS: SyncReportWords = {
  lastSync: 'staysPanel.lastSync',
  neverSynced: 'staysPanel.neverSynced',
  nextRun: 'staysPanel.nextRun',
};

/**
 * What the last sync did (created, changed, cancelled), when the next runs, the last failure
 * in the host's language with what to do, the webhook address, "sync now" and "disconnect".
 */
export const StaysSyncStatus = ({ connection, onSyncRequested }: Props) => {
  const intl = useIntl();
  const [sync, syncing] = useSyncStaysMutation();
  const [disconnect, disconnecting] = useDisconnectStaysMutation();
  const [asking, setAsking] = useState(false);
  const run = useNotifiedAction();
  return (
    <div className="stays-status">
      <p>
        <FormattedMessage id="staysPanel.connectedTo" values={{ domain: connection.domain }} />
      </p>
      <SyncReport record={connection} words={WORDS} />
      <div className="stays-webhook">
        <p>
          <strong>
            <FormattedMessage id="staysPanel.webhook" />
          </strong>
        </p>
        <p className="stays-hint">
          <FormattedMessage id="staysPanel.webhookHint" />
        </p>
        <code className="stays-webhook-url">{connection.webhookUrl}</code>
        <CopyButton
          text={connection.webhookUrl}
          label={intl.formatMessage({ id: 'staysPanel.copyWebhook' })}
        />
      </div>
      <div className="stays-actions">
        <SyncNowButton
          sync={() => sync().unwrap()}
          busy={syncing.isLoading}
          onSyncRequested={onSyncRequested}
        />
        <button type="button" className="ui-button" onClick={() => setAsking(true)}>
          <FormattedMessage id="staysPanel.disconnect" />
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={intl.formatMessage({ id: 'staysPanel.disconnectTitle' })}
        description={intl.formatMessage({ id: 'staysPanel.disconnectText' })}
        confirmLabel={intl.formatMessage({ id: 'staysPanel.disconnect' })}
        destructive
        busy={disconnecting.isLoading}
        onConfirm={() =>
          void run(() => disconnect().unwrap(), 'staysPanel.disconnected').then(
            (done) => done && setAsking(false),
          )
        }
      />
    </div>
  );
};
