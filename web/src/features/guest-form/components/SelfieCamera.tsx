import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { SelfieView } from './SelfieView';

type Props = {
  onCapture: (photo: Blob) => void;
  /** The camera cannot be used (no permission, no camera): the caller offers a file instead. */
  onUnavailable: () => void;
  onCancel: () => void;
};

const capture = (video: HTMLVideoElement): Promise<Blob | null> => {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  // A mirror is what people expect to see of themselves; the photo is not mirrored.
  context?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
};

/**
 * The selfie's live view (issue 17): the front camera with a face-shaped guide to fit the face
 * in. Loaded only when the guest reaches the selfie, with the rest of the camera code.
 */
export const SelfieCamera = ({ onCapture, onUnavailable, onCancel }: Props) => {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let active = true;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
          audio: false,
        });
      } catch {
        if (active) onUnavailable();
        return;
      }
      if (!active || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      setReady(true);
    };
    if ('mediaDevices' in navigator && typeof navigator.mediaDevices.getUserMedia === 'function')
      void start();
    else onUnavailable();
    return () => {
      active = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const take = async () => {
    if (!video.current) return;
    const photo = await capture(video.current);
    if (photo) onCapture(photo);
  };

  return (
    <div className="selfie-camera">
      <SelfieView video={video} />
      <p className="field-hint" aria-live="polite">
        <FormattedMessage id={ready ? 'guest.selfie.fitFace' : 'guest.selfie.starting'} />
      </p>
      <div className="guest-actions">
        <button type="button" className="guest-button secondary" onClick={onCancel}>
          <FormattedMessage id="guest.cancel" />
        </button>
        <button
          type="button"
          className="guest-button"
          disabled={!ready}
          onClick={() => void take()}
        >
          <FormattedMessage id="guest.selfie.take" />
        </button>
      </div>
    </div>
  );
};
