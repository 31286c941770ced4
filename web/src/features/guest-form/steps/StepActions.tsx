import { FormattedMessage } from 'react-intl';

type Props = {
  /** Absent on the first step. */
  onBack?: () => void;
  /** A submit button of the step's form when absent. */
  onNext?: () => void;
  nextLabel?: string;
  busy?: boolean;
};

/** Back and next, at the bottom within the thumb's reach; next is the step's main action. */
export const StepActions = ({ onBack, onNext, nextLabel = 'guest.next', busy = false }: Props) => (
  <div className="step-actions">
    {onBack ? (
      <button type="button" className="guest-button secondary" onClick={onBack}>
        <FormattedMessage id="guest.back" />
      </button>
    ) : null}
    <button
      type={onNext ? 'button' : 'submit'}
      className="guest-button"
      disabled={busy}
      onClick={onNext}
    >
      <FormattedMessage id={busy ? 'guest.saving' : nextLabel} />
    </button>
  </div>
);
