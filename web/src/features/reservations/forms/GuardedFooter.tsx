import { FormattedMessage } from 'react-intl';
import { LeaveGuard, SubmitButton, type CloseGuard } from '../../../components/form';

/**
 * The end of a form in a reservation dialog: its leave guard, Back (which asks first when the
 * form holds changes not sent) and its submit button.
 */
export const GuardedFooter = ({
  close,
  submitLabel,
}: {
  close: CloseGuard;
  submitLabel: string;
}) => (
  <>
    <LeaveGuard close={close} />
    <div className="ui-dialog-footer">
      <button type="button" className="ui-button" onClick={close.request}>
        <FormattedMessage id="ui.back" />
      </button>
      <SubmitButton label={submitLabel} />
    </div>
  </>
);
