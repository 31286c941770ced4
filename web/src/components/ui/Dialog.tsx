import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './ui.css';
import './dialog.css';

/**
 * What to give the focus back to: what had it when the dialog opened, or, for a dialog opened
 * from a menu item (gone once the menu closes), the button that opened the menu.
 */
const openerOf = (active: Element | null): HTMLElement | null => {
  const triggerId = active?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  const trigger = triggerId ? document.getElementById(triggerId) : null;
  return trigger ?? (active instanceof HTMLElement ? active : null);
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom; a close button is always in the corner. */
  footer?: ReactNode;
  /** Added to the dialog's class, for a dialog sized otherwise (a document viewer). */
  className?: string;
};

/**
 * A modal dialog on Radix: focus moves in and stays in, Esc and the corner button close it,
 * and focus goes back to what opened it.
 */
export const Dialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
}: Props) => {
  const intl = useIntl();
  // Opened from code rather than a Radix trigger: remember what had focus, to give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-overlay" />
        <RadixDialog.Content
          className={className ? `ui-dialog ${className}` : 'ui-dialog'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = openerOf(document.activeElement);
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <RadixDialog.Title className="ui-dialog-title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="ui-dialog-description">
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className="ui-dialog-footer">{footer}</div> : null}
          <RadixDialog.Close
            className="ui-dialog-close"
            aria-label={intl.formatMessage({ id: 'ui.close' })}
          >
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
};

/** A dialog that only tells something (a new passcode, a link to send): one Close button. */
export const NoticeDialog = ({
  title,
  description,
  onClose,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) => (
  <Dialog
    open
    onOpenChange={(open) => !open && onClose()}
    title={title}
    description={description}
    footer={
      <button type="button" className="ui-button ui-button-primary" onClick={onClose}>
        <FormattedMessage id="ui.close" />
      </button>
    }
  >
    {children}
  </Dialog>
);
