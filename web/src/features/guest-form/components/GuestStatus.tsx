import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestFormPage } from '../api/guest-form-types';
import '../guest-summary.css';

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
 * The access part of an approved stay: the door code only once the server releases it, and
 * promised beforehand only where the stay opens with one (a lock, a code the host set).
 */
const Access = ({ page }: { page: GuestFormPage }) => {
  const intl = useIntl();
  const { access } = page;
  if (!access.released) {
    const when = intl.formatDate(access.releasesAt, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: page.residence.timeZone,
    });
    const later = access.doorCode
      ? 'guest.status.accessLater'
      : access.hasInstructions
        ? 'guest.status.instructionsLater'
        : null;
    return later ? (
      <p>
        <FormattedMessage id={later} values={{ when }} />
      </p>
    ) : null;
  }
  return (
    <>
      {access.passcode ? (
        <p className="guest-passcode">
          <FormattedMessage id="guest.status.passcode" />{' '}
          <strong translate="no">{access.passcode}</strong>
        </p>
      ) : null}
      {access.instructions ? <p className="guest-instructions">{access.instructions}</p> : null}
    </>
  );
};

/**
 * Where the check-in stands (spec §4 messages): in analysis, refused with the host's motive,
 * approved with the check-in instructions and door code, finished or cancelled.
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
      {kind === 'accessReleased' ? <Access page={page} /> : null}
    </section>
  );
};
