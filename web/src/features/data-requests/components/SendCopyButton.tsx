import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { HostDataRequestView } from '@chegada/contracts';
import { useSendCompanionCopyMutation } from '../api/data-requests-api';

/** What the companion's copy will hold, as their own deletion left it (walk 55 of issue 32). */
type CopyHolds = 'documentsAndSelfie' | 'documents' | 'keptIdentity';

const WORDS: Record<CopyHolds, string> = {
  documentsAndSelfie: 'dataRequests.companionCopy',
  documents: 'dataRequests.companionCopyNoSelfie',
  keptIdentity: 'dataRequests.companionCopyKept',
};

/**
 * From the companion's own deletion among the requests: none carried out, their files are all
 * there; carried out before the stay's end, the selfie went; once it ended, every file went and
 * only their identity is kept.
 */
export const companionCopyHolds = (
  copy: HostDataRequestView,
  requests: readonly HostDataRequestView[],
): CopyHolds => {
  const erasure = requests.find(
    (each) =>
      each.kind === 'deletion' &&
      each.reservationId === copy.reservationId &&
      each.guest === copy.guest &&
      each.erasedAt !== null,
  );
  if (!erasure) return 'documentsAndSelfie';
  return erasure.completedAt || erasure.deletion?.removed.includes('documents')
    ? 'keptIdentity'
    : 'documents';
};

/**
 * An adult companion's copy, asked from their own link at an address they typed: sent only
 * when the host, who knows them, confirms it is them (issue 32).
 */
export const SendCopyButton = ({
  id,
  email,
  holds,
}: {
  id: string;
  email: string;
  holds: CopyHolds;
}) => {
  const intl = useIntl();
  const [send, sending] = useSendCompanionCopyMutation();
  const onClick = async () => {
    await send(id)
      .unwrap()
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  };
  return (
    <div className="data-requests-send-copy">
      <p>
        <FormattedMessage id={WORDS[holds]} />
      </p>
      <button
        type="button"
        className="ui-button"
        onClick={() => void onClick()}
        disabled={sending.isLoading}
      >
        <FormattedMessage id="dataRequests.sendCopy" values={{ email }} />
      </button>
    </div>
  );
};
