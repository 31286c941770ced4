import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../ui/ConfirmDialog';

type PromptProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** "Leave without saving?": keep editing is the safe default. */
export const LeavePrompt = ({ open, onStay, onLeave }: PromptProps) => (
  <ConfirmDialog
    open={open}
    onOpenChange={(stillOpen) => !stillOpen && onStay()}
    title={<FormattedMessage id="unsavedChanges.title" />}
    description={<FormattedMessage id="unsavedChanges.text" />}
    dismissLabel={<FormattedMessage id="unsavedChanges.stay" />}
    confirmLabel={<FormattedMessage id="unsavedChanges.leave" />}
    destructive
    onConfirm={onLeave}
  />
);
