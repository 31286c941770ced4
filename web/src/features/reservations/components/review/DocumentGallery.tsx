import { useState } from 'react';
import type { GuestDocument } from '../../api/review-api';
import { DocumentCard } from './DocumentCard';
import { useReviewFormat } from './use-review-format';

// The order a host compares them in: the two sides, the digital copy, then the face.
const ORDER = ['doc_front', 'doc_back', 'doc_digital', 'doc_selfie', 'deposit_proof'];
const rank = (document: GuestDocument) => ORDER.indexOf(document.kind);

type Props = {
  documents: readonly GuestDocument[];
  reservationId: string;
  /** Links that may have expired are fetched again before any is opened. */
  freshLinks: () => Promise<readonly GuestDocument[]>;
  /** Said instead of "no file sent yet" when there are none: erased, why and when. */
  emptyNote?: string | undefined;
};

/** One guest's documents side by side, each opened on request, or all at once. */
export const DocumentGallery = ({ documents, reservationId, freshLinks, emptyNote }: Props) => {
  const { text } = useReviewFormat();
  const [shown, setShown] = useState<Record<string, string>>({});
  // The first document just asked for takes the focus from the button that goes away.
  const [focused, setFocused] = useState<string | null>(null);
  const show = async (wanted: readonly GuestDocument[]) => {
    setFocused([...wanted].sort((a, b) => rank(a) - rank(b))[0]?.id ?? null);
    const expired = wanted.some((document) => Date.parse(document.expiresAt) < Date.now() + 5000);
    const current = expired ? await freshLinks() : documents;
    const urls = Object.fromEntries(
      current
        .filter((document) => wanted.some(({ id }) => id === document.id))
        .map((document) => [document.id, document.url]),
    );
    setShown((before) => ({ ...before, ...urls }));
  };
  if (documents.length === 0) return <p>{emptyNote ?? text('noDocuments')}</p>;
  const images = documents.filter(
    (document) => document.mime.startsWith('image/') && !document.withheld,
  );
  const hidden = images.filter((document) => !shown[document.id]);
  return (
    <div>
      {hidden.length > 1 ? (
        <button type="button" className="ui-button" onClick={() => void show(hidden)}>
          {text('showAll')}
        </button>
      ) : null}
      <div className="document-gallery">
        {[...documents]
          .sort((a, b) => rank(a) - rank(b))
          .map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              reservationId={reservationId}
              shownUrl={shown[document.id]}
              onShow={(one) => void show([one])}
              takesFocus={focused === document.id}
            />
          ))}
      </div>
    </div>
  );
};
