import { useState } from 'react';
import { guestLinkPath } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';

/** An additional guest's own link (spec §6): /p/formdata/:friendlyCode/:source/:id/:key. */
export const ownLinkOf = (page: GuestFormPage, link: GuestLink, key: string) =>
  window.location.origin +
  guestLinkPath({
    friendlyCode: page.company.friendlyCode,
    source: link.source,
    reservationId: link.id,
    additionalGuestKey: key,
  });

/**
 * Whether additional guest `key`'s part is still pending: from what that guest actually has
 * (the server's guestPartProgress, the same the host's review shows), not from what the
 * holder's submission needs (a guest on their own link owes it nothing).
 */
export const isPending = (page: Pick<GuestFormPage, 'guestParts'>, key: string | undefined) =>
  (key ? page.guestParts[key] : undefined) !== 'completed';

/**
 * Whether additional guest `key`'s data was erased at their own request (issue 32): nothing is
 * pending of them, and their link is not to be sent again.
 */
export const isErased = (page: Pick<GuestFormPage, 'erasedCompanions'>, key: string | undefined) =>
  key !== undefined && (page.erasedCompanions ?? []).includes(key);

/** A companion erased at their own request: said so, with no link to send. */
export const ErasedCompanion = ({ name }: { name: string }) => (
  <div className="guest-own-link">
    {name ? <strong className="guest-pending-name">{name}</strong> : null}
    <p className="guest-part-status erased">
      <FormattedMessage id="guest.guests.partErased" />
      <span className="field-hint">
        <FormattedMessage id="guest.guests.partErasedHint" />
      </span>
    </p>
  </div>
);

/** Share, copy or WhatsApp the guest's own link, and where their part stands. */
export const GuestLinkShare = ({
  page,
  link,
  guestKey,
  name,
}: {
  page: GuestFormPage;
  link: GuestLink;
  guestKey: string;
  name: string;
}) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const url = ownLinkOf(page, link, guestKey);
  const message = intl.formatMessage({ id: 'guest.guests.shareText' }, { name, url });
  const copy = () =>
    void navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  // The phone's own share sheet where the browser has one (not Chromium on Linux); a guest who
  // closes it without choosing has nothing to be told.
  const canShare = typeof navigator.share === 'function';
  const share = () => void navigator.share({ text: message, url }).catch(() => undefined);
  // Several companions, several buttons: each says whose link it is to a screen reader.
  const whose = <span className="visually-hidden"> ({name})</span>;
  return (
    <div className="guest-own-link">
      <p className={`guest-part-status ${isPending(page, guestKey) ? 'pending' : 'complete'}`}>
        <FormattedMessage
          id={isPending(page, guestKey) ? 'guest.guests.partPending' : 'guest.guests.partComplete'}
        />
      </p>
      <div className="guest-actions">
        {canShare ? (
          <button type="button" className="guest-button secondary" onClick={share}>
            <FormattedMessage id="guest.guests.share" />
            {whose}
          </button>
        ) : null}
        <button type="button" className="guest-button secondary" onClick={copy}>
          <FormattedMessage id={copied ? 'guest.guests.linkCopied' : 'guest.guests.copyLink'} />
          {whose}
        </button>
        <a
          className="guest-button secondary"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
        >
          <FormattedMessage id="guest.guests.whatsapp" />
          {whose}
        </a>
      </div>
    </div>
  );
};
