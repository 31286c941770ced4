import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GuestLink, ShownGuestFormPage } from '../api/guest-form-types';
import '../guest-summary.css';
import { withStepMessages } from '../step-messages';
import { ArrivalGuide } from './ArrivalGuide';
import { PendingCompanionLinks } from './PendingCompanionLinks';

// Their texts come with the forms' (`guestSteps`, which the screen fetches as it shows), out of
// the guest link's first load: each shows once they are here.
const Guide = withStepMessages(ArrivalGuide);
const CompanionLinks = withStepMessages(PendingCompanionLinks);

const TITLES = {
  toForm: 'guest.status.toForm',
  filling: 'guest.status.filling',
  inAnalysis: 'guest.status.inAnalysis',
  refused: 'guest.status.refused',
  accessReleased: 'guest.status.approved',
  finished: 'guest.status.finished',
  cancelled: 'guest.status.cancelled',
} as const;

type Props = {
  page: ShownGuestFormPage;
  /**
   * Given on the holder's pages once the form is sent: each companion still to fill in through
   * their own link follows, with the link to send them, not one click further (issue 27).
   */
  link?: GuestLink;
};

/**
 * Where the check-in stands (spec §4 messages): in analysis, refused with the host's motive,
 * approved with the arrival guide (door code, Wi-Fi, address, times, host…), finished or
 * cancelled.
 */
export const GuestStatus = ({ page, link }: Props) => {
  const { kind, refuseMotive } = page.message;
  return (
    <>
      <section className={`guest-status ${kind}`} aria-live="polite">
        <h2>
          <FormattedMessage id={TITLES[kind]} />
        </h2>
        {kind === 'refused' && refuseMotive ? (
          <p className="guest-motive">
            <FormattedMessage id="guest.status.motive" values={{ motive: refuseMotive }} />
          </p>
        ) : null}
        {kind === 'inAnalysis' ? (
          <p>
            <FormattedMessage id="guest.status.inAnalysisHint" />
          </p>
        ) : null}
        {kind === 'accessReleased' ? (
          <Suspense fallback={null}>
            <Guide page={page} />
          </Suspense>
        ) : null}
      </section>
      {/* This phone's offline copy keeps no companion's link. */}
      {link && !page.offlineCopy ? (
        <Suspense fallback={null}>
          <CompanionLinks page={page} link={link} />
        </Suspense>
      ) : null}
    </>
  );
};
