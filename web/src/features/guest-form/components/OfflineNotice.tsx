import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Over a page opened from this phone's copy, the connection being out (issue 17): what the guest
 * sees is what this phone kept, and what they type waits here until it can be sent. Once the
 * connection returns, `onBackOnline` asks the server's page again.
 */
export const OfflineNotice = ({
  onBackOnline,
  editable,
}: {
  onBackOnline: () => void;
  /** The form can change: what is typed waits here (else the page only shows a status). */
  editable: boolean;
}) => {
  useEffect(() => {
    window.addEventListener('online', onBackOnline);
    return () => window.removeEventListener('online', onBackOnline);
  }, [onBackOnline]);
  return (
    <section className="guest-offline" aria-labelledby="guest-offline-title">
      <p id="guest-offline-title">
        <strong>
          <FormattedMessage id="guest.offline.title" />
        </strong>
      </p>
      <p>
        <FormattedMessage id={editable ? 'guest.offline.body' : 'guest.offline.bodyStatus'} />
      </p>
    </section>
  );
};
