import { matchRoutes } from 'react-router';
import { mainSiteRoutes } from '../../../app/routes/route-table';
import type { RouteHandle } from '../../../lib/routing/route-handle';
import { aSessionUser, aSubUser, anAdmin } from '../../../testing/fixtures';
import { navItemsFor, userMenuItemsFor } from '../signed-in-nav';

/** The roles a path's route lets in; undefined when every signed-in user may open it. */
const rolesOf = (path: string) => {
  const matched = matchRoutes(mainSiteRoutes, path.split('?')[0]!);
  const handle = matched?.at(-1)?.route.handle as RouteHandle | undefined;
  expect(handle?.titleId).not.toBe('route.notFound');
  return handle?.roles;
};

describe('the header and user menu offer each role only what it can open', () => {
  it.each([
    ['an admin', anAdmin()],
    ['a store owner', aSessionUser()],
    ['a sub-user', aSubUser()],
  ])('%s is never sent to the "no access" page by a link of its own', (_, user) => {
    const offered = [...navItemsFor(user), ...userMenuItemsFor(user)];
    const refused = offered.filter((item) => {
      const roles = rolesOf(item.to);
      return roles !== undefined && !roles.includes(user.role);
    });
    expect(refused.map((item) => item.to)).toEqual([]);
  });

  it('offers an admin no Reservations, which the API refuses them', () => {
    expect(navItemsFor(anAdmin()).map((item) => item.to)).not.toContain('/u/reserves');
  });
});
