import { Role } from '@chegada/contracts';
import type { NavBadges } from '../../../components/layout/nav-items';
import type { SessionUser } from '../../../lib/session/session-user';
import { useOpenDataRequestsQuery } from './data-requests-api';

// New requests come by the guests' links: the count is read again now and then, and on focus.
const POLL_MS = 5 * 60 * 1000;

/**
 * The count of the guests' requests waiting for an answer, on the menu's entry for
 * /u/data-requests (the hosts who answer them: owners and sub-users, not admins).
 */
export const useOpenRequestsBadge = (user: SessionUser | null): NavBadges => {
  const host = user !== null && user.role !== Role.ADMIN;
  const { data } = useOpenDataRequestsQuery(undefined, {
    skip: !host,
    pollingInterval: POLL_MS,
    refetchOnFocus: true,
  });
  return host && data
    ? { '/u/data-requests': { count: data.open, labelId: 'dataRequests.openBadge' } }
    : {};
};
