import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';

/** An additional guest's own link (spec §6): /p/formdata/:friendlyCode/:source/:id/:key. */
export const ownLinkOf = (page: GuestFormPage, link: GuestLink, key: string) =>
  `${window.location.origin}/p/formdata/${page.company.friendlyCode}/${link.source}/${link.id}/${key}`;

/** Whether a submission still lacks something of additional guest `index`. */
export const isPending = (page: Pick<GuestFormPage, 'missing'>, index: number) =>
  page.missing.some(
    (path) => path.startsWith(`guest_${index}_`) || path.startsWith(`additionalGuests[${index}]`),
  );

/** Copy or WhatsApp the guest's own link, and where their part stands. */
export const GuestLinkShare = ({
  page,
  link,
  guestKey,
  index,
  name,
}: {
  page: GuestFormPage;
  link: GuestLink;
  guestKey: string;
  index: number;
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
  return (
    <div className="guest-own-link">
      <p className={`guest-part-status ${isPending(page, index) ? 'pending' : 'complete'}`}>
        <FormattedMessage
          id={isPending(page, index) ? 'guest.guests.partPending' : 'guest.guests.partComplete'}
        />
      </p>
      <div className="guest-actions">
        <button type="button" className="guest-button secondary" onClick={copy}>
          <FormattedMessage id={copied ? 'guest.guests.linkCopied' : 'guest.guests.copyLink'} />
        </button>
        <a
          className="guest-button secondary"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noreferrer"
        >
          <FormattedMessage id="guest.guests.whatsapp" />
        </a>
      </div>
    </div>
  );
};
