/**
 * The API path (under /api) of a host company's name and logo, which a guest page's header
 * shows; apart from the API client, for the guest page's early start (app/guest/early-start.ts).
 */
export const companyInfoPath = (friendlyCode: string): string =>
  `stays/company-info/${encodeURIComponent(friendlyCode)}`;
