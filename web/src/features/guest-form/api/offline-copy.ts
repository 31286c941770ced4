import type { ApiError } from '../../../lib/api/api-error';
import { forgetForm, keepPage, readPage } from '../../../lib/offline/offline-store';
import { registerGuestServiceWorker } from '../../../lib/offline/service-worker/register-guest-sw';
import { linkStorageKey } from '../components/use-guest-link';
import type { GuestFormPage, GuestLink, ShownGuestFormPage } from './guest-form-types';

// What this phone keeps for a link to open without a connection (issue 17); the page's chunks
// load it once the page is shown, or when the page cannot be loaded.

/**
 * The page this phone kept for `link` when `error` says the server was out of reach, else the
 * error as it is. The copy is the server's answer as this device was shown it: what was masked
 * here (issue 15) stays masked, and nothing is kept that this screen had not shown already.
 */
export const offlineCopyOr = async (
  link: GuestLink,
  error: ApiError,
): Promise<{ data: ShownGuestFormPage } | { error: ApiError }> => {
  if (error.status !== 'FETCH_ERROR' && error.status !== 'TIMEOUT_ERROR') return { error };
  const kept = await readPage(linkStorageKey(link)).catch(() => undefined);
  return kept
    ? { data: { ...(kept.page as GuestFormPage), offlineCopy: { keptAt: kept.keptAt } } }
    : { error };
};

/**
 * Keeps the page the server answered while the form can change, and the page's own files (the
 * service worker), for the link to open offline next time.
 */
export const keepForOffline = async (link: GuestLink, page: GuestFormPage): Promise<void> => {
  registerGuestServiceWorker();
  // No IndexedDB here (a private window): the link needs the connection, as before.
  await keepPage(linkStorageKey(link), page).catch(() => undefined);
};

/** Once the form is sent, forgets its page with its draft: a shared phone keeps no more. */
export const forgetOffline = (link: GuestLink): Promise<void> =>
  forgetForm(linkStorageKey(link)).catch(() => undefined);
