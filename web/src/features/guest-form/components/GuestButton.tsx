import { FormattedMessage } from 'react-intl';

type Props = { id: string; onClick: () => void; secondary?: boolean; disabled?: boolean };

/** A guest page's button worded by a message id; `secondary` for the way out. */
export const GuestButton = ({ id, onClick, secondary = false, disabled = false }: Props) => (
  <button
    type="button"
    className={`guest-button${secondary ? ' secondary' : ''}`}
    onClick={onClick}
    disabled={disabled}
  >
    <FormattedMessage id={id} />
  </button>
);
