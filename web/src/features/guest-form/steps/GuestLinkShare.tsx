import { useState } from 'react';
import { guestLinkPath } from '@chegada/contracts';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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

/**
 * "Data erased at their own request", on the day the host erased it when the page says it
 * (issue 32), on the property's clock.
 */
export const erasedWords = (
  intl: IntlShape,
  page: Pick<GuestFormPage, 'erasedCompanionsAt'> & { residence?: { timeZone?: string } },
  key: string,
): string => {
  const at = page.erasedCompanionsAt?.[key];
  if (!at) return intl.formatMessage({ id: 'guest.guests.partErased' });
  const timeZone = page.residence?.timeZone ?? 'America/Sao_Paulo';
  const date = intl.formatDate(at, { dateStyle: 'long', timeZone });
  return intl.formatMessage({ id: 'guest.guests.partErasedOn' }, { date });
};

/** A companion erased at their own request: said so, and when, with no link to send. */
export const ErasedCompanion = ({
  name,
  page,
  guestKey,
}: {
  name: string;
  page: GuestFormPage;
  guestKey: string;
}) => {
  const intl = useIntl();
  return (
    <div className="guest-own-link">
      {name ? <strong className="guest-pending-name">{name}</strong> : null}
      <p className="guest-part-status erased">
        {erasedWords(intl, page, guestKey)}
        <span className="field-hint">
          <FormattedMessage id="guest.guests.partErasedHint" />
        </span>
      </p>
    </div>
  );
};

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
