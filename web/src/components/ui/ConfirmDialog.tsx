import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BusyButton } from './BusyButton';
import { Dialog } from './Dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What happens, in words the user can weigh before confirming. */
  description: ReactNode;
  confirmLabel?: ReactNode;
  /** The safe way out; "Cancel" unless that reads like the action (e.g. "Cancel reservation"). */
  dismissLabel?: ReactNode;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  /** More than a sentence (a list), below the description. */
  children?: ReactNode;
};

/** "Are you sure?": cancel is the safe default and takes the focus first. */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  dismissLabel,
  destructive = false,
  busy = false,
  onConfirm,
  children,
}: Props) => (
  <Dialog
    open={open}
    onOpenChange={onOpenChange}
    title={title}
    description={description}
    children={children}
    footer={
      <>
        <button type="button" className="ui-button" onClick={() => onOpenChange(false)}>
          {dismissLabel ?? <FormattedMessage id="ui.cancel" />}
        </button>
        <BusyButton tone={destructive ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel ?? <FormattedMessage id="ui.confirm" />}
        </BusyButton>
      </>
    }
  />
);
