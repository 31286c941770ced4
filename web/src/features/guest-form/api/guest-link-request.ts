import type { GuestLink } from './guest-form-types';

// What a request for a guest link is made of, apart from the API client: the page's early
// start (app/guest/early-start.ts, inlined in guest.html) asks the same as the client will.

/** The guest link a route's parameters name (the per-source routes give their source apart). */
export const guestLinkOf = (
  params: Readonly<Record<string, string | undefined>>,
  routeSource?: string,
): GuestLink => {
  // The per-source routes name their source in the path itself, not as a parameter.
  const source = routeSource ?? params.source ?? '';
  const { id = '', friendlyCode, additionalGuestKey } = params;
  return {
    id,
    source,
    ...(friendlyCode ? { friendlyCode } : {}),
    ...(additionalGuestKey ? { additionalGuestKey } : {}),
  };
};

/** The API path (under /api) of a guest link's page: GET reads it, PUT saves the form. */
export const guestFormPath = (link: GuestLink): string =>
  `stays/guestForm/${encodeURIComponent(link.id)}`;

/** The headers by which the server finds the reservation behind a guest link (spec §7). */
export const linkHeaders = (link: GuestLink): Record<string, string> => ({
  source: link.source,
  ...(link.friendlyCode ? { friendlycode: link.friendlyCode } : {}),
  ...(link.additionalGuestKey ? { additionalguestkey: link.additionalGuestKey } : {}),
});
