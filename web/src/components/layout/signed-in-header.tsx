import { useEffect, useSyncExternalStore } from 'react';
import type { SessionUser } from '../../lib/session/session-user';
import type { NavItem } from './nav-items';

type Frame = typeof import('./signed-in-frame');

let loaded: Frame | undefined;
const listeners = new Set<() => void>();

/**
 * What the header adds for a signed-in user (their links, the avatar's menu) is a chunk of its
 * own, off every visitor's first load: the guard downloads it with the session (app/guard.ts),
 * before the header shows the user. Never fails: without it, the header shows no user's links.
 */
export const loadSignedInHeader = (): Promise<unknown> =>
  import('./signed-in-frame').then(
    (frame) => {
      loaded = frame;
      listeners.forEach((listener) => listener());
    },
    () => undefined,
  );

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user's links; none until their chunk is here (then it loads, if need be). */
export const useSignedInNavItems = (user: SessionUser | null): readonly NavItem[] | null => {
  const frame = useSyncExternalStore(subscribe, () => loaded);
  useEffect(() => {
    if (user && !loaded) void loadSignedInHeader();
  }, [user]);
  if (!user) return null;
  return frame ? frame.navItemsFor(user) : [];
};

/** The avatar's menu, once its chunk is here. */
export const SignedInMenu = ({ user }: { user: SessionUser }) => {
  const frame = useSyncExternalStore(subscribe, () => loaded);
  const UserMenu = frame?.UserMenu;
  return UserMenu ? <UserMenu user={user} /> : null;
};
