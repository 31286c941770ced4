import type { GuestFormPage } from './guest-form-types';

/**
 * A guest link's page as shown: the server's answer, or, when the server could not be reached,
 * the last answer this phone kept for that link (api/offline-copy.ts, issue 17).
 */
export type ShownGuestFormPage = GuestFormPage & {
  /** Set when the page is this phone's copy, kept when it last loaded (`keptAt`, ms). */
  offlineCopy?: { keptAt: number };
};

