import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../lib/api/api-error';
import { notify } from '../../lib/notifications/notify';

type Props = {
  /** The question, naming what is about to go. */
  question: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  /** The action (a delete); its failure is told in a toast and closes the question. */
  run: () => Promise<unknown>;
  /** What the toast says once the action is done. */
  done: string;
  busy: boolean;
  onCancel: () => void;
  className: string;
};

/**
 * A second, explicit step in place, before what cannot be undone: the question, the action and
 * the way back, which takes the focus as the safe answer.
 */
export const InlineConfirm = ({
  question,
  confirmLabel,
  cancelLabel,
  run,
  done,
  busy,
  onCancel,
  className,
}: Props) => {
  const intl = useIntl();
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  const confirm = async () => {
    try {
      await run();
      notify.success(done);
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
      onCancel();
    }
  };

  return (
    <div className={className} role="alertdialog" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <button type="button" className="danger" disabled={busy} onClick={() => void confirm()}>
        {confirmLabel}
      </button>
      <button type="button" className="secondary" ref={cancel} onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
};
