/**
 * The one place that builds a guest link's path (spec §2), for the server's messages and the
 * web client's buttons alike. Every part is a URL segment of its own, encoded as one.
 */
const GUEST_LINK_ROOT = '/p/formdata';

const segments = (...parts: string[]): string =>
  [GUEST_LINK_ROOT, ...parts.map(encodeURIComponent)].join('/');

/** A reservation's link: the holder's, or an additional guest's own with their key. */
export type GuestLinkParts = {
  friendlyCode: string;
  source: string;
  reservationId: string;
  additionalGuestKey?: string | undefined;
};

/** /p/formdata/:friendlyCode/:source/:id[/:additionalGuestKey] */
export const guestLinkPath = (link: GuestLinkParts): string =>
  segments(
    link.friendlyCode,
    link.source,
    link.reservationId,
    ...(link.additionalGuestKey ? [link.additionalGuestKey] : []),
  );

/** /p/formdata/details/:friendlyCode/:source/:id: what the holder sent, read only. */
export const guestDetailsPath = (link: Omit<GuestLinkParts, 'additionalGuestKey'>): string =>
  segments('details', link.friendlyCode, link.source, link.reservationId);

/**
 * /p/formdata/privacy/:friendlyCode/:source/:id[/:additionalGuestKey]: the guest's requests
 * about their data, the holder's or an adult companion's own (issue 32).
 */
export const guestPrivacyPath = (link: GuestLinkParts): string =>
  segments(
    'privacy',
    link.friendlyCode,
    link.source,
    link.reservationId,
    ...(link.additionalGuestKey ? [link.additionalGuestKey] : []),
  );

/** /p/formdata/generic/:friendlyCode/:residenceId/:source: a residence's link for any guest. */
export const genericGuestLinkPath = (link: {
  friendlyCode: string;
  residenceId: string;
  source: string;
}): string => segments('generic', link.friendlyCode, link.residenceId, link.source);

/** /p/formdata/:friendlyCode/: where every guest link of a company starts. */
export const companyGuestLinksPath = (friendlyCode: string): string => `${segments(friendlyCode)}/`;
