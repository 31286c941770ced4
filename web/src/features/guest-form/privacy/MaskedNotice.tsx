import './privacy.css';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { OnlineOnlyButton } from '../components/OnlineOnlyButton';

const UnlockDialog = lazy(() =>
  import('./UnlockDialog').then((module) => ({ default: module.UnlockDialog })),
);

type Props = {
  page: GuestFormPage;
  link: GuestLink;
  /** Whether the form still shows masks (else the guest chose to fill them in again). */
  masked: boolean;
  onFillAgain: () => void;
};

/**
 * Why part of the data shows masked (issue 15), and the two ways on: a code that shows it in
 * full on this device (the dialog downloads on the first tap), or typing it again.
 */
export const MaskedNotice = ({ page, link, masked, onFillAgain }: Props) => {
  const [open, setOpen] = useState(false);
  const destinations = page.privacy.unlockDestinations;
  if (!masked)
    return (
      <p className="guest-privacy" role="status">
        <FormattedMessage id="guest.privacy.refilling" />
      </p>
    );
  return (
    <section className="guest-privacy" aria-labelledby="guest-privacy-notice">
      <p id="guest-privacy-notice">
        <FormattedMessage id="guest.privacy.notice" />
      </p>
      <p>
        <FormattedMessage id="guest.privacy.choice" />
      </p>
      <div className="guest-privacy-actions">
        {destinations.length > 0 ? (
          <OnlineOnlyButton className="guest-button" onClick={() => setOpen(true)}>
            <FormattedMessage id="guest.privacy.unlockOpen" />
          </OnlineOnlyButton>
        ) : null}
        <button type="button" className="guest-button secondary" onClick={onFillAgain}>
          <FormattedMessage id="guest.privacy.fillAgain" />
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <UnlockDialog link={link} destinations={destinations} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
};
