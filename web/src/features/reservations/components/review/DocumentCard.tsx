import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../../lib/api/base-api';
import type { GuestDocument } from '../../api/review-api';
import { DocumentViewer } from './DocumentViewer';
import { useReviewFormat } from './use-review-format';

type Props = {
  document: GuestDocument;
  reservationId: string;
  /** The link in use once the host chose to see it; kept, so a refreshed list does not reload it. */
  shownUrl: string | undefined;
  onShow: (document: GuestDocument) => void;
  /** The host just asked to see it: once shown, the focus moves onto it (its button is gone). */
  takesFocus: boolean;
};

/**
 * One file of the guest. It opens only when the host asks (every opening is recorded), and
 * says who opened it before and when. Once shown, the thumbnail opens it large.
 */
export const DocumentCard = ({ document, reservationId, shownUrl, onShow, takesFocus }: Props) => {
  const dispatch = useDispatch();
  const { text, moment } = useReviewFormat();
  const label = text(`kind.${document.kind}`);
  // The opening just recorded shows in "viewed by" once the list is read again.
  const refreshViews = () =>
    dispatch(baseApi.util.invalidateTags([{ type: 'GuestDocuments', id: reservationId }]));
  const [latest] = document.views;
  const isPdf = document.mime === 'application/pdf';
  const [enlarged, setEnlarged] = useState(false);
  const thumbnail = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takesFocus && shownUrl) thumbnail.current?.focus();
  }, [takesFocus, shownUrl]);
  return (
    <figure className="document-card">
      {shownUrl && !isPdf && !document.withheld ? (
        <button
          ref={thumbnail}
          type="button"
          className="document-thumbnail"
          aria-label={text('enlarge', { kind: label })}
          onClick={() => setEnlarged(true)}
        >
          <img src={shownUrl} alt={label} onLoad={refreshViews} />
        </button>
      ) : (
        <div className="document-placeholder">
          {document.withheld ? (
            // Found to carry active content once stored: the API never serves it.
            <p className="document-withheld">{text('withheld')}</p>
          ) : isPdf ? (
            // The API serves a PDF as a download only (it may carry scripts): never opened here.
            <a
              className="ui-button"
              href={document.url}
              download
              onClick={() => setTimeout(refreshViews, 1500)}
            >
              {text('downloadPdf', { kind: label })}
            </a>
          ) : (
            <button type="button" className="ui-button" onClick={() => onShow(document)}>
              {text('showDocument', { kind: label })}
            </button>
          )}
        </div>
      )}
      <figcaption>
        <strong>{label}</strong>
        <span>
          {latest
            ? text('viewedBy', {
                name: latest.viewerName ?? text('someone'),
                date: moment(latest.viewedAt),
                count: document.views.length,
              })
            : text('notViewed')}
        </span>
      </figcaption>
      {enlarged && shownUrl ? (
        <DocumentViewer label={label} url={shownUrl} onClose={() => setEnlarged(false)} />
      ) : null}
    </figure>
  );
};
