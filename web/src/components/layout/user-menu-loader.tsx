import { lazy, Suspense, type ComponentType } from 'react';
import type { SessionUser } from '../../lib/session/session-user';

type Menu = ComponentType<{ user: SessionUser }>;

let loaded: Menu | undefined;
const load = () =>
  import('./UserMenu').then((module) => {
    loaded = module.UserMenu;
    return { default: module.UserMenu };
  });
const LazyUserMenu = lazy(load);

/**
 * The avatar's menu, which only a signed-in user sees, is a chunk of its own, off every
 * visitor's first load: the guard downloads it with the session (app/guard.ts), before the
 * header shows the user.
 */
export const loadUserMenu = (): Promise<unknown> => load().catch(() => undefined);

/** The avatar's menu: at once when the session brought it, else once its chunk is here. */
export const SignedInMenu = ({ user }: { user: SessionUser }) => {
  const UserMenu = loaded;
  return UserMenu ? (
    <UserMenu user={user} />
  ) : (
    <Suspense fallback={null}>
      <LazyUserMenu user={user} />
    </Suspense>
  );
};
