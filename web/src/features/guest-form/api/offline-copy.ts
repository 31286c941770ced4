import type { ApiError } from '../../../lib/api/api-error';
import { forgetForm, keepPage, readPage } from '../../../lib/offline/offline-store';
import { registerGuestServiceWorker } from '../../../lib/offline/service-worker/register-guest-sw';
import { linkStorageKey } from '../components/use-guest-link';
import type { GuestFormPage, GuestLink, ShownGuestFormPage } from './guest-form-types';
import { stayInstants } from '../../../lib/i18n/stay-instants';

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
  const key = linkStorageKey(link);
  const kept = await readPage(key).catch(() => undefined);
  const page = kept?.page as GuestFormPage | undefined;
  if (!kept || !page) return { error };
  // An arrival guide kept past the stay's end is not shown, and goes.
  if (page.message.kind === 'accessReleased' && !isBeforeCheckout(page)) {
    await forgetForm(key).catch(() => undefined);
    return { error };
  }
  return { data: { ...page, offlineCopy: { keptAt: kept.keptAt, formKept: keepsTheForm(page) } } };
};

/** Only a form that can still change is kept whole: an arrival guide is kept without it. */
const keepsTheForm = (page: GuestFormPage) => page.message.kind !== 'accessReleased';

const isBeforeCheckout = (page: GuestFormPage) =>
  Date.parse(stayInstants(page, page.residence).checkout) > Date.now();

/**
 * Of an approved stay, its arrival guide: what the guest needs at the door with no signal (a
 * garage, a phone without roaming), the door code and Wi-Fi password once released, without the
 * form's personal data. Nothing of a stay cancelled, finished, or past its check-out.
 */
const guideCopy = (page: GuestFormPage): GuestFormPage | null =>
  page.message.kind === 'accessReleased' && isBeforeCheckout(page)
    ? {
        ...page,
        form: {},
        files: {},
        missing: [],
        guestParts: {},
        privacy: { maskedFields: [], unlockDestinations: [] },
      }
    : null;

/**
 * Keeps the page the server answered while the form can change, and the page's own files (the
 * service worker), for the link to open offline next time.
 */
const keepForOffline = async (link: GuestLink, page: GuestFormPage): Promise<void> => {
  registerGuestServiceWorker();
  // No IndexedDB here (a private window): the link needs the connection, as before.
  await keepPage(linkStorageKey(link), page).catch(() => undefined);
};

/** Once the form is sent, forgets its page with its draft: a shared phone keeps no more. */
const forgetOffline = (link: GuestLink): Promise<void> =>
  forgetForm(linkStorageKey(link)).catch(() => undefined);

/**
 * What this phone keeps of the link's page as it changes: all of it while the form can change
 * (`editable`); once sent, the draft goes, and only an approved stay's arrival guide stays,
 * until check-out. A page that says the stay was cancelled or finished erases it.
 */
export const keepWhatTheLinkNeeds = async (
  link: GuestLink,
  page: GuestFormPage,
  editable: boolean,
): Promise<void> => {
  if (editable) return keepForOffline(link, page);
  await forgetOffline(link);
  const guide = guideCopy(page);
  if (guide) await keepForOffline(link, guide);
};
