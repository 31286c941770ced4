import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../lib/notifications/notify';
import './ui.css';

type Props = {
  text: string;
  /** The button's text; "Copy" when absent. */
  children?: ReactNode;
  /** A fuller name for screen readers, e.g. "Copy the guest link". */
  label?: string;
};

/** Copies to the clipboard and says so beside the button for two seconds (spec §9 snackbar). */
export const CopyButton = ({ text, children, label }: Props) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify.error(intl.formatMessage({ id: 'ui.copyFailed' }));
    }
  };
  return (
    <span className="ui-copy">
      <button type="button" className="ui-button" aria-label={label} onClick={() => void copy()}>
        {children ?? <FormattedMessage id="ui.copy" />}
      </button>
      <span role="status" className={copied ? 'ui-copy-done' : 'visually-hidden'}>
        {copied ? <FormattedMessage id="ui.copied" /> : null}
      </span>
    </span>
  );
};
