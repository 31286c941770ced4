import { useEffect, useState } from 'react';
import { connectionAllowsGuidance, loadGuidance, type Guidance } from './face-guidance';

// Past this, the check goes on with timed prompts rather than keep the guest waiting.
const LOAD_WAIT_MS = 20_000;

let loading: Promise<Guidance | null> | undefined;

/** The guidance once per page: a retry does not download the models again. */
const guidanceOnce = (): Promise<Guidance | null> =>
  (loading ??= Promise.race([
    loadGuidance(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_WAIT_MS)),
  ]).catch(() => null));

/**
 * The face guidance, when the connection allows it: 'loading' until it is ready, null when the
 * check runs on timed prompts (a slow or metered connection, a browser that cannot run it).
 */
export const useGuidance = (): Guidance | null | 'loading' => {
  const [guidance, setGuidance] = useState<Guidance | null | 'loading'>(() =>
    connectionAllowsGuidance() ? 'loading' : null,
  );
  useEffect(() => {
    if (guidance !== 'loading') return undefined;
    let active = true;
    void guidanceOnce().then((loaded) => active && setGuidance(loaded));
    return () => {
      active = false;
    };
  }, [guidance]);
  return guidance;
};
