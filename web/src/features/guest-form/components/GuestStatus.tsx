import { FormattedMessage } from 'react-intl';
import type { GuestFormPage } from '../api/guest-form-types';
import '../guest-summary.css';
import { ArrivalGuide } from './ArrivalGuide';

const TITLES = {
  toForm: 'guest.status.toForm',
  filling: 'guest.status.filling',
  inAnalysis: 'guest.status.inAnalysis',
  refused: 'guest.status.refused',
  accessReleased: 'guest.status.approved',
  finished: 'guest.status.finished',
  cancelled: 'guest.status.cancelled',
} as const;

/**
 * Where the check-in stands (spec §4 messages): in analysis, refused with the host's motive,
 * approved with the arrival guide (door code, Wi-Fi, address, times, host…), finished or
 * cancelled.
 */
export const GuestStatus = ({ page }: { page: GuestFormPage }) => {
  const { kind, refuseMotive } = page.message;
  return (
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
      {kind === 'accessReleased' ? <ArrivalGuide page={page} /> : null}
    </section>
  );
};
