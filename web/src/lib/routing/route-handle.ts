/**
 * What the shell needs to know about a route (spec §2): whether visitors may see it without
 * logging in, and which header and footer it gets. `formdata` pages are the guest form's
 * steps (simplified header, no footer); `form` and `separate` pages get the simplified header.
 */
import type { Role } from '@chegada/contracts';
import type { PagePart } from '../i18n/page-parts';

export type RouteKind = 'site' | 'formdata' | 'form' | 'separate';

export type RouteHandle = {
  public: boolean;
  kind: RouteKind; /** The catalogue key of the page title. */
  titleId: string;
  /** The part of the catalogue with the page's own texts, loaded with it. */
  messages?: PagePart;
  /** The roles that may open a signed-in page; the others get "no access" (spec §6). */
  roles?: readonly Role[];
};

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleId' in handle;
