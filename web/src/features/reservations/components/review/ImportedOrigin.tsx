import { FormattedMessage, useIntl } from 'react-intl';
import { sourceName } from '@chegada/contracts';
import { CopyButton } from '../../../../components/ui';
import type { ReservationDetails } from '../../api/reservation-types';
import { linkNotSent } from '../imported-origin';

/**
 * Where a reservation that arrived by itself came from; while its guest cannot be reached,
 * "link not sent — no contact" with the guest link to paste into the channel's chat.
 */
export const ImportedOrigin = ({
  reservation,
  link,
}: {
  reservation: ReservationDetails;
  link: string | null;
}) => {
  const intl = useIntl();
  if (!reservation.importedFrom) return null;
  const source = sourceName(
    reservation.source,
    intl.formatMessage({ id: 'reservationsPage.sourceOther' }),
  );
  return (
    <div className="imported-origin">
      <p>
        <FormattedMessage id={`importedOrigin.${reservation.importedFrom}`} values={{ source }} />
      </p>
      {reservation.importedFrom === 'stays' && reservation.importedId ? (
        <p>
          <FormattedMessage id="importedOrigin.staysId" values={{ id: reservation.importedId }} />
        </p>
      ) : null}
      {linkNotSent(reservation) ? (
        <>
          <p>
            <strong>
              <FormattedMessage id="importedOrigin.linkNotSent" />
            </strong>{' '}
            <FormattedMessage id="importedOrigin.copyHint" />
          </p>
          {link ? (
            <CopyButton text={link}>
              <FormattedMessage id="importedOrigin.copy" />
            </CopyButton>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
