import { useState } from 'react';
import { Dialog } from '../../../../components/ui';
import { useReviewFormat } from './use-review-format';

type Props = {
  /** The document's name, e.g. "Document (front)": the dialog's title and the image's text. */
  label: string;
  url: string;
  onClose: () => void;
};

/**
 * One document image as large as the screen allows, to read a passport's lines: at its
 * actual size on request (scrolling), and turned a quarter at a time for a photo taken sideways.
 */
export const DocumentViewer = ({ label, url, onClose }: Props) => {
  const { text } = useReviewFormat();
  const [actualSize, setActualSize] = useState(false);
  const [turns, setTurns] = useState(0);
  // Turned sideways to fit, the image's height is what must fit the screen's width, and the
  // reverse; it is then centred by hand, as its box keeps the width it had before turning.
  const fitSideways = turns % 2 === 1 && !actualSize;
  const stageClass = [
    'document-viewer-stage',
    actualSize ? 'is-actual' : '',
    fitSideways ? 'is-sideways' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const transform = `${fitSideways ? 'translate(-50%, -50%) ' : ''}rotate(${turns * 90}deg)`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={label}
      className="document-viewer"
    >
      <div className="document-viewer-tools">
        <button
          type="button"
          className="ui-button"
          aria-pressed={actualSize}
          onClick={() => setActualSize((before) => !before)}
        >
          {text('actualSize')}
        </button>
        <button type="button" className="ui-button" onClick={() => setTurns((n) => (n + 1) % 4)}>
          {text('rotate')}
        </button>
      </div>
      {/* At its actual size the image scrolls: the stage then takes the focus, so the arrow
          keys scroll it as a mouse would. */}
      <div
        className={stageClass}
        {...(actualSize ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      >
        <img src={url} alt={label} style={{ transform }} />
      </div>
    </Dialog>
  );
};
