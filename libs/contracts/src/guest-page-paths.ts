/**
 * Where the guest's pages are (issue 17): the link, /p/formdata/…, and what was sent without the
 * company's code, /p/form/details/…. The server answers them with the light guest page
 * (web/dist/guest.html) and the guest pages' service worker keeps that page for them offline:
 * one list, so the two cannot drift. Each path covers itself and what is below it.
 */
export const GUEST_PAGE_PATHS: readonly string[] = ['/p/formdata', '/p/form/details'];
