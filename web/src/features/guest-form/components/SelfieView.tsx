import type { RefObject } from 'react';

/**
 * The front camera's live picture, mirrored as people expect to see themselves, with a
 * face-shaped outline to fit the face in (the selfie's camera, the liveness check's).
 */
export const SelfieView = ({ video }: { video: RefObject<HTMLVideoElement | null> }) => (
  <div className="selfie-view">
    <video ref={video} playsInline muted aria-hidden="true" />
    <svg className="selfie-guide" viewBox="0 0 100 130" aria-hidden="true">
      <ellipse cx="50" cy="60" rx="30" ry="40" />
    </svg>
  </div>
);
