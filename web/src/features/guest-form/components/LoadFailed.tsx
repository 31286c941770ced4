import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';

/**
 * A page that could not load (spec §8 'Error while loading reservation data'): a link that does
 * not exist says so; a dropped connection offers to try again.
 */
export const LoadFailed = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const intl = useIntl();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div className="guest-load-failed" role="alert">
      <p>
        <FormattedMessage id={notFound ? 'guest.linkNotFound' : 'guest.loadFailed'} />
      </p>
      {notFound ? null : (
        <>
          <p className="field-hint">{describeApiError(intl.formatMessage, error)}</p>
          <button type="button" className="guest-button" onClick={retry}>
            <FormattedMessage id="guest.tryAgain" />
          </button>
        </>
      )}
    </div>
  );
};
