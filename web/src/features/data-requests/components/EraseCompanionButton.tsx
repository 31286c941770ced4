import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { useEraseCompanionDataMutation } from '../api/data-requests-api';

const GOES = ['biometric', 'form', 'documents', 'checks', 'contact'] as const;

/**
 * An adult companion's deletion, asked from their own link: carried out only when the host,
 * who knows them, confirms it is them (issue 32). The dialog says what goes, when, and what is
 * kept; the outcome is recorded on the request.
 */
export const EraseCompanionButton = ({ id, name }: { id: string; name: string | null }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [erase, erasing] = useEraseCompanionDataMutation();
  const who = name ?? intl.formatMessage({ id: 'dataRequests.erase.thisCompanion' });
  const onConfirm = async () => {
    try {
      await erase(id).unwrap();
      setOpen(false);
      notify.success(intl.formatMessage({ id: 'dataRequests.erase.done' }));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <div className="data-requests-send-copy">
      <p>
        <FormattedMessage id="dataRequests.erase.intro" />
      </p>
      <button type="button" className="ui-button ui-button-danger" onClick={() => setOpen(true)}>
        <FormattedMessage id="dataRequests.erase.button" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        busy={erasing.isLoading}
        title={<FormattedMessage id="dataRequests.erase.title" values={{ name: who }} />}
        description={<FormattedMessage id="dataRequests.erase.goes" />}
        confirmLabel={<FormattedMessage id="dataRequests.erase.confirm" />}
        onConfirm={() => void onConfirm()}
      >
        <ul>
          {GOES.map((part) => (
            <li key={part}>
              <FormattedMessage id={`dataRequests.erase.part.${part}`} />
            </li>
          ))}
        </ul>
        <p>
          <FormattedMessage id="dataRequests.erase.kept" />
        </p>
      </ConfirmDialog>
    </div>
  );
};
