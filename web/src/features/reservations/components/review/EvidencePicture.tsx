import { useState } from 'react';
import type { EvidenceImage } from '@chegada/contracts';
import { DocumentViewer } from './DocumentViewer';
import { useReviewFormat } from './use-review-format';

/** A picture of the evidence, shown only once the host asked (links read again just before). */
export const Evidence = ({
  image,
  label,
  shown,
}: {
  image: EvidenceImage | null;
  label: string;
  shown: boolean;
}) => {
  const { text } = useReviewFormat();
  const [enlarged, setEnlarged] = useState(false);
  if (!image) return null;
  return (
    <figure className="identity-picture">
      {!shown ? (
        <div className="identity-placeholder" aria-hidden="true" />
      ) : image.mime === 'application/pdf' ? (
        // The API serves a PDF as a download only: never opened here.
        <a className="ui-button identity-placeholder" href={image.url} download>
          {text('identity.documentPdf')}
        </a>
      ) : (
        // A face is small here: opened as large as the screen allows, in a dialog of this page
        // (the same signed link of our origin), closed with Esc.
        <button
          type="button"
          className="identity-enlarge"
          aria-label={text('enlarge', { kind: label })}
          onClick={() => setEnlarged(true)}
        >
          <img src={image.url} alt={label} />
        </button>
      )}
      <figcaption>{label}</figcaption>
      {enlarged && shown ? (
        <DocumentViewer label={label} url={image.url} onClose={() => setEnlarged(false)} />
      ) : null}
    </figure>
  );
};
