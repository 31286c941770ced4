import { useIntl } from 'react-intl';
import { staysConnectionSchema, type StaysConnectionView } from '@chegada/contracts';
import { ConnectAccountForm, SecretField, TextField, UrlField } from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { useConnectStaysMutation } from '../api/stays-api';

/**
 * The Stays account's domain, client id and secret, tried on Stays by the server before they
 * are kept; the secret is never shown back (left empty, the saved one stays).
 */
type Props = { connection: StaysConnectionView | null; onConnected: () => void };

export const StaysConnectionForm = ({ connection, onConnected }: Props) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `staysPanel.${id}` });
  const [connect] = useConnectStaysMutation();
  return (
    <ConnectAccountForm
      key={connection ? `${connection.domain}|${connection.clientId}` : 'none'}
      className="form stays-connect"
      schema={staysConnectionSchema}
      initialValues={{
        domain: connection?.domain ?? '',
        clientId: connection?.clientId ?? '',
        clientSecret: '',
      }}
      onSubmit={async (request, form) => {
        const saved = await connect(request).unwrap();
        onConnected();
        form.resetForm({
          values: { domain: saved.domain, clientId: saved.clientId, clientSecret: '' },
        });
        notify.success(text('connected'));
      }}
      submitLabel={text(connection ? 'update' : 'connect')}
      pendingLabel={text('connecting')}
    >
      <UrlField name="domain" label={text('domain')} hint={text('domainHint')} required />
      <TextField name="clientId" label={text('clientId')} autoComplete="off" required />
      <SecretField
        name="clientSecret"
        label={text('clientSecret')}
        hint={text('secretHint')}
        keepHint={text('secretKeepHint')}
        saved={connection !== null}
      />
    </ConnectAccountForm>
  );
};
