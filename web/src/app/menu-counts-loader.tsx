import type { ComponentProps, ComponentType } from 'react';

type Counts = ComponentType<ComponentProps<typeof import('./menu-counts').MenuCounts>>;
let loaded: Counts | undefined;

/**
 * The menu's counts (a feature's query), which only a signed-in user sees: a chunk of their
 * own (menu-counts.tsx), off every visitor's first load, which the guard downloads with the
 * session.
 */
export const loadMenuCounts = (): Promise<unknown> =>
  import('./menu-counts').then(
    (module) => (loaded = module.MenuCounts),
    () => undefined,
  );

/** Whether their chunk is here. */
export const menuCountsLoaded = (): boolean => loaded !== undefined;

/** The counts, once their chunk is here (the guard has loaded it before a user shows). */
export const MenuCountsSlot = (props: ComponentProps<Counts>) => {
  const Counts = loaded;
  return Counts ? <Counts {...props} /> : null;
};
