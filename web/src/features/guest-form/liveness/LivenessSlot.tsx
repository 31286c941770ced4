import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SlotPhase } from '../../../lib/uploads/use-upload-slot';
import type { GuestLink } from '../api/guest-form-types';
import { FileSlot } from '../components/FileSlot';
import { isApiError } from '../../../lib/api/api-error';
import { failureText, type Failure } from '../components/failure-text';
import { GuestButton } from '../components/GuestButton';
import { ImageTermsConsent } from '../components/ImageTermsConsent';
import { cameraAvailable } from './camera';
import { LivenessPassed } from './LivenessPassed';
import { useLivenessCheck, type CheckPhase } from './use-liveness-check';
import './liveness.css';

const LivenessCamera = lazy(() =>
  import('./LivenessCamera').then((module) => ({ default: module.LivenessCamera })),
);

type Props = {
  link: GuestLink;
  /** doc_selfie, or an own link's guest_N_doc_selfie: the part a pass keeps the selfie as. */
  field: string;
  label: string;
  alreadyStored: boolean;
  /** The guest's attempt to go on that found no selfie (numbered), 0 when none did. */
  missingAt?: number;
  /** The companions under 18 whose image terms the main guest accepts with their own. */
  minors?: readonly string[];
  onPhase?: (field: string, phase: SlotPhase) => void;
};

/** Minutes until `until` (ISO), at least 1. */
const minutesTo = (until: string) =>
  Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 60_000));

/**
 * Why the check closed: the 5th failure just now, or (a reload, a start refused) for how long
 * still; worded in the page's language now.
 */
const ClosedReason = ({ phase }: { phase: Extract<CheckPhase, { kind: 'closed' }> }) =>
  phase.lastAttempt || !phase.until ? (
    <>
      <FormattedMessage id="guest.selfie.check.lastFailed" />{' '}
      <FormattedMessage id="guest.selfie.check.lastAttempt" />
    </>
  ) : (
    <FormattedMessage
      id="guest.selfie.check.closedFor"
      values={{ minutes: minutesTo(phase.until) }}
    />
  );

/** Why the selfie is a photo the host reviews: the check closed, or no camera to run it. */
const UploadInstead = ({ phase }: { phase: CheckPhase }) => (
  <p className="field-error" role="alert">
    {phase.kind === 'closed' ? (
      <>
        <ClosedReason phase={phase} />{' '}
      </>
    ) : null}
    <FormattedMessage
      id={phase.kind === 'closed' ? 'guest.selfie.check.closed' : 'guest.selfie.check.noCamera'}
    />
  </p>
);

/** §8's "Liveness start failed", and the server's reason when in the page's language. */
const StartFailed = ({ failure }: { failure: Failure }) => {
  const intl = useIntl();
  const reason = failureText(intl, failure);
  // A reason of the server's own (spec §8 words) needs no prefix; a client-worded one does.
  return isApiError(failure.error) && failure.error.messageId === null && reason ? (
    <>{reason}</>
  ) : (
    <>
      <FormattedMessage id="guest.selfie.check.startFailed" /> {reason}
    </>
  );
};

const slotPhaseOf = (phase: CheckPhase, alreadyStored: boolean): SlotPhase =>
  phase.kind === 'passed' ? 'done' : alreadyStored ? 'stored' : 'empty';

/**
 * The selfie as a liveness check (issue 29): a few head moves in front of the camera, judged by
 * our own models on our servers, the straight-ahead picture kept as the selfie. Only without a
 * camera (none, or refused), or after the 5th failure, a selfie upload that the host reviews by
 * hand: while the check can run, no photo stands in for it.
 */
export const LivenessSlot = ({
  link,
  field,
  label,
  alreadyStored,
  missingAt = 0,
  minors = [],
  onPhase,
}: Props) => {
  const intl = useIntl();
  const id = useId();
  const { phase, begin, consent, send, noCamera, cancel } = useLivenessCheck(link);
  const upload = phase.kind === 'closed' || phase.kind === 'noCamera';
  // The upload that takes the check's place says it lacks only from the next attempt to go on.
  const [since, setSince] = useState({ upload, attempt: missingAt });
  if (since.upload !== upload) setSince({ upload, attempt: missingAt });
  const missing = missingAt > since.attempt;
  const done =
    phase.kind === 'passed' || (alreadyStored && ['intro', 'loading'].includes(phase.kind));
  useEffect(() => {
    if (!upload) onPhase?.(field, slotPhaseOf(phase, alreadyStored));
  }, [onPhase, field, phase, alreadyStored, upload]);

  if (upload)
    return (
      <div className="liveness-fallback" data-file-field={field}>
        <UploadInstead phase={phase} />
        <FileSlot
          link={link}
          field={field}
          label={label}
          alreadyStored={alreadyStored}
          selfie
          cameraRefused={phase.kind === 'noCamera'}
          missing={missing}
          note={intl.formatMessage({ id: 'guest.selfie.check.hostReviews' })}
          onPhase={onPhase}
        />
        {/* A camera allowed since may still run the check; a browser without one cannot. */}
        {phase.kind === 'noCamera' && cameraAvailable() ? (
          <div className="guest-actions">
            <GuestButton
              id="guest.selfie.check.cameraAgain"
              onClick={() => void begin()}
              secondary
            />
          </div>
        ) : null}
      </div>
    );

  return (
    <fieldset
      className={`file-slot liveness-slot${missing && !done ? ' missing' : ''}`}
      data-file-field={field}
      aria-describedby={`${id}-about`}
    >
      <legend>{label}</legend>
      <p className="field-hint" id={`${id}-about`}>
        <FormattedMessage id="guest.selfie.check.about" />
      </p>
      {phase.kind === 'intro' ? (
        <>
          {alreadyStored ? (
            <p className="file-status" role="status">
              <FormattedMessage id="guest.selfie.check.stored" />
            </p>
          ) : null}
          {missing && !done ? (
            <p className="field-error" role="alert">
              <FormattedMessage id="guestForm.fileRequired" />
            </p>
          ) : null}
          <div className="guest-actions">
            <GuestButton
              id={alreadyStored ? 'guest.selfie.check.again' : 'guest.selfie.check.start'}
              onClick={() => void begin()}
            />
          </div>
        </>
      ) : null}
      {phase.kind === 'loading' ? (
        <p className="file-status liveness-loading" role="status" aria-busy="true">
          <FormattedMessage id="guest.selfie.check.loading" />
        </p>
      ) : null}
      {phase.kind === 'consent' ? (
        <ImageTermsConsent
          messageId="guest.selfie.check.consentNeeded"
          saving={phase.saving}
          onAccept={() => void consent()}
          minors={minors}
        />
      ) : null}
      {phase.kind === 'starting' || phase.kind === 'sending' ? (
        <p className="file-status" role="status">
          <FormattedMessage id={`guest.selfie.check.${phase.kind}`} />
        </p>
      ) : null}
      {phase.kind === 'capturing' ? (
        <Suspense fallback={null}>
          <LivenessCamera
            challenge={phase.session.challenge}
            onFrames={(frames) => void send(phase.session, frames)}
            onUnavailable={noCamera}
            onCancel={cancel}
          />
        </Suspense>
      ) : null}
      {phase.kind === 'passed' ? (
        <LivenessPassed
          selfieKept={phase.selfieKept}
          selfie={phase.selfie}
          alreadyStored={alreadyStored}
          onAgain={() => void begin()}
        />
      ) : null}
      {phase.kind === 'failed' || phase.kind === 'startFailed' ? (
        <>
          <p className="field-error" role="alert">
            {phase.kind === 'failed' ? (
              <>
                <FormattedMessage id={`liveness.failed.${phase.reason}`} />{' '}
                <FormattedMessage
                  id="guest.selfie.check.attemptsLeft"
                  values={{ count: phase.attemptsLeft }}
                />
              </>
            ) : (
              <StartFailed failure={phase.failure} />
            )}
          </p>
          <div className="guest-actions">
            <GuestButton id="guest.selfie.check.retry" onClick={() => void begin()} />
          </div>
        </>
      ) : null}
    </fieldset>
  );
};
