import { useEffect, useState } from 'react';
import { phoneChecksLoaded, preloadPhoneChecks } from './deferred-phone';

export type PhoneChecks = 'ready' | 'loading' | 'failed';

/**
 * Loads the phone metadata for a component that validates synchronously, and says when it
 * may: `ready`, or `failed` when the chunk could not come (offline), for it to do without.
 */
export const usePhoneChecks = (enabled = true): PhoneChecks => {
  const [state, setState] = useState<PhoneChecks>(phoneChecksLoaded() ? 'ready' : 'loading');
  useEffect(() => {
    if (!enabled || state !== 'loading') return;
    let current = true;
    preloadPhoneChecks().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [enabled, state]);
  return state;
};
