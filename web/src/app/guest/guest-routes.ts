import { bookingSources } from '@chegada/domain';

/** The guest pages the guest's light shell shows (app/guest/GuestApp.tsx). */
export type GuestScreenName =
  'GuestFormScreen' | 'GenericLinkScreen' | 'GuestDetailsScreen' | 'GuestDataRequestsScreen';

export type GuestRoute = {
  screen: GuestScreenName;
  params: Record<string, string>;
  /** The booking source a per-source route names in its path. */
  source?: string;
};

type Pattern = { path: string[]; screen: GuestScreenName; source?: string };

const pattern = (path: string, screen: GuestScreenName, source?: string): Pattern => ({
  path: path.split('/'),
  screen,
  ...(source ? { source } : {}),
});

// The /p/formdata routes of app/routes/route-table.tsx (spec §2), in the same order; and
// /p/form/details, which the site's shell shows, for the service worker to open it offline.
const PATTERNS: Pattern[] = [
  pattern('p/formdata/details/:friendlyCode/:source/:id', 'GuestDetailsScreen'),
  pattern('p/form/details/:source/:id', 'GuestDetailsScreen'),
  pattern('p/formdata/generic/:friendlyCode/:residenceId/:source', 'GenericLinkScreen'),
  pattern('p/formdata/privacy/:friendlyCode/:source/:id', 'GuestDataRequestsScreen'),
  pattern('p/formdata/privacy/:friendlyCode/:source/:id/:guestKey', 'GuestDataRequestsScreen'),
  ...bookingSources.map((source) =>
    pattern(
      `p/formdata/:friendlyCode/${source}/:id/:additionalGuestKey?`,
      'GuestFormScreen',
      source,
    ),
  ),
];

const decode = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

const matchPattern = ({ path, screen, source }: Pattern, parts: string[]): GuestRoute | null => {
  const required = path.filter((part) => !part.endsWith('?')).length;
  if (parts.length < required || parts.length > path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of path.entries()) {
    const part = parts[index];
    if (part === undefined) continue;
    if (!expected.startsWith(':')) {
      if (part !== expected) return null;
      continue;
    }
    const value = decode(part);
    if (value === undefined || value === '') return null;
    params[expected.slice(1).replace(/\?$/, '')] = value;
  }
  return { screen, params, ...(source ? { source } : {}) };
};

/** The guest page a path opens, or null for any other page (the site's own shell). */
export const matchGuestRoute = (pathname: string): GuestRoute | null => {
  const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const candidate of PATTERNS) {
    const route = matchPattern(candidate, parts);
    if (route) return route;
  }
  return null;
};
