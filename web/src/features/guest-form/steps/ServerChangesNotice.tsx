import { FormattedMessage, useIntl } from 'react-intl';
import '../guest-summary.css';

/** A field's name as its step labels it ('holder.address.cep' → CEP), if it has one. */
const labelId = (path: string) => {
  const field = path.split('.').pop() ?? '';
  if (field === 'additionalGuests') return 'guest.step.guests';
  if (field === 'vehicles') return 'guest.field.vehicle';
  return `guest.field.${field}`;
};

/**
 * "Updated on another device": the server's values changed under fields the guest had changed
 * here too, and theirs were kept (the other fields took the server's silently).
 */
export const ServerChangesNotice = ({
  conflicts,
  onDismiss,
}: {
  conflicts: string[];
  onDismiss: () => void;
}) => {
  const intl = useIntl();
  if (conflicts.length === 0) return null;
  const labels = [...new Set(conflicts.map(labelId))]
    .filter((id) => id in intl.messages)
    .map((id) => intl.formatMessage({ id }));
  return (
    <div className="guest-other-device" role="status">
      <p>
        <strong>
          <FormattedMessage id="guest.otherDevice.title" />
        </strong>
      </p>
      {labels.length > 0 ? (
        <p>
          <FormattedMessage
            id="guest.otherDevice.kept"
            values={{ fields: intl.formatList(labels, { type: 'conjunction' }) }}
          />
        </p>
      ) : null}
      <button type="button" className="link-button" onClick={onDismiss}>
        <FormattedMessage id="guest.otherDevice.dismiss" />
      </button>
    </div>
  );
};
