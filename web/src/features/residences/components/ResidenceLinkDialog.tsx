import { FormattedMessage, useIntl } from 'react-intl';
import { genericGuestLinkPath } from '@chegada/contracts';
import { CopyButton, Dialog, QrCode } from '../../../components/ui';
import { useSessionUser } from '../../../lib/session/use-session';
import type { Residence } from '../api/residences-api';

/** The property's own guest link (spec §2): one link for every guest of this property. */
// A guest who opens it (from the door, a message) is booked as 'other', the direct source.
export const residenceLinkOf = (origin: string, friendlyCode: string, residence: Residence) =>
  `${origin}${genericGuestLinkPath({ friendlyCode, residenceId: residence.id, source: 'other' })}`;

type Props = { residence: Residence | null; onClose: () => void };

/** The link to copy, and its QR code on a card printed for the door. */
export const ResidenceLinkDialog = ({ residence, onClose }: Props) => {
  const intl = useIntl();
  const user = useSessionUser();
  const friendlyCode = user?.company?.friendlyCode;
  const link =
    residence && friendlyCode
      ? residenceLinkOf(window.location.origin, friendlyCode, residence)
      : '';
  return (
    <Dialog
      open={residence !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="houses.link.title" values={{ name: residence?.name }} />}
      description={<FormattedMessage id="houses.link.description" />}
      footer={
        <button
          type="button"
          className="ui-button ui-button-primary"
          onClick={() => window.print()}
        >
          <FormattedMessage id="houses.link.print" />
        </button>
      }
    >
      <p className="house-link">
        <code>{link}</code>
        <CopyButton text={link} label={intl.formatMessage({ id: 'houses.link.copy' })} />
      </p>
      <div className="house-door-card">
        <p className="house-door-name">{residence?.name}</p>
        <p>
          <FormattedMessage id="houses.link.doorText" />
        </p>
        {link ? <QrCode text={link} size={224} /> : null}
        <p className="house-door-url">{link}</p>
      </div>
    </Dialog>
  );
};
