/**
 * The public pages whose texts load with the page (app/catalogue-parts.ts splits the
 * catalogues by part): here, below app/, so routes and the preferences slice can name them.
 */
export const pageParts = [
  'home',
  'about',
  'plans',
  'contact',
  'auth',
  'processNotification',
  'house',
  // The registration host's lead form (its root loads it, app/router.tsx).
  'lead',
] as const;
export type PagePart = (typeof pageParts)[number];
