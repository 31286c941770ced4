import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LivenessMove } from '@chegada/contracts';
import { closeCamera, openFrontCamera } from './camera';
import { POSE_ARROWS } from './liveness-moves';
import { usePoseCapture, type CaptureView } from './use-pose-capture';
import { useGuidance } from './use-guidance';
import { SelfieView } from '../components/SelfieView';

type Props = {
  challenge: readonly LivenessMove[];
  onFrames: (frames: Blob[]) => void;
  /** No camera, or the guest refused it: the caller offers the selfie upload. */
  onUnavailable: () => void;
  onCancel: () => void;
};

const Prompt = ({ view, guided }: { view: CaptureView; guided: boolean }) => (
  <div className={`liveness-prompt pose-${view.pose}`} role="status" aria-live="assertive">
    <span className="liveness-arrow" aria-hidden="true">
      {POSE_ARROWS[view.pose]}
    </span>
    <p className="liveness-instruction">
      <FormattedMessage id={`guest.selfie.check.pose.${view.pose}`} />
    </p>
    <p className="liveness-progress">
      <FormattedMessage
        id="guest.selfie.check.progress"
        values={{ index: view.index + 1, count: view.count }}
      />{' '}
      <FormattedMessage
        id={guided ? 'guest.selfie.check.guidedCountdown' : 'guest.selfie.check.countdown'}
        values={{ seconds: view.secondsLeft }}
      />
    </p>
    {view.hint ? (
      <p className="liveness-hint" data-hint={view.hint}>
        <FormattedMessage id={`guest.selfie.check.hint.${view.hint}`} />
      </p>
    ) : null}
  </div>
);

/**
 * The challenge in front of the front camera: a mirror of the guest with an oval to fit the
 * face in, each move asked with its arrow and countdown, and (when loaded) live guidance.
 */
export const LivenessCamera = ({ challenge, onFrames, onUnavailable, onCancel }: Props) => {
  const video = useRef<HTMLVideoElement>(null);
  const [cameraReady, setCameraReady] = useState(false);
  const guidance = useGuidance();
  const ready = cameraReady && guidance !== 'loading';
  const view = usePoseCapture({
    video,
    challenge: ready ? challenge : null,
    guidance: guidance === 'loading' ? null : guidance,
    onFrames,
    onFailed: onUnavailable,
  });

  const box = useRef<HTMLDivElement>(null);
  // In sight whole, as the guest holds the phone; braces: Chromium's scrollIntoView answers a
  // promise, which React would take for a cleanup.
  useEffect(() => {
    void box.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let active = true;
    const element = video.current;
    if (!element) return undefined;
    openFrontCamera(element).then(
      (opened) => {
        stream = opened;
        if (active) setCameraReady(true);
        else closeCamera(opened);
      },
      () => active && onUnavailable(),
    );
    return () => {
      active = false;
      closeCamera(stream);
    };
  }, [onUnavailable]);

  const guided = ready && guidance !== null;
  return (
    <div
      ref={box}
      className="liveness-camera"
      data-guidance={guidance === 'loading' ? 'loading' : guided ? 'on' : 'off'}
      data-guidance-fps={view?.fps ? view.fps.toFixed(1) : undefined}
    >
      {/* The move asked above the picture: both in sight on a phone held at arm's length. */}
      {view && ready ? (
        <Prompt view={view} guided={guided} />
      ) : (
        <p className="field-hint" role="status">
          <FormattedMessage
            id={cameraReady ? 'guest.selfie.check.preparing' : 'guest.selfie.starting'}
          />
        </p>
      )}
      <SelfieView video={video} />
      {/* How pictures are taken, once known: guided, or at the end of each countdown. */}
      {guidance === 'loading' ? null : (
        <p className="field-hint">
          <FormattedMessage
            id={guided ? 'guest.selfie.check.guided' : 'guest.selfie.check.timed'}
          />
        </p>
      )}
      <div className="guest-actions">
        <button type="button" className="guest-button secondary" onClick={onCancel}>
          <FormattedMessage id="guest.cancel" />
        </button>
      </div>
    </div>
  );
};
