import type { ComponentProps, ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

// Props are checked per screen by ComponentProps below; `any` only lets every screen in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screens<Name extends PropertyKey> = Record<Name, ComponentType<any>>;

/**
 * A route's screen as a lazily loaded chunk: `screen(() => import('../../features/x'), 'XPage')`.
 * The router fetches it on the first navigation to the route (alongside the session guard), so
 * the shell that every page loads carries no screen, and no form library or schema, of its own.
 */
export const screen =
  <Module extends Screens<Name>, Name extends keyof Module>(
    load: () => Promise<Module>,
    name: Name,
    ...props: object extends ComponentProps<Module[Name]> ? [] : [ComponentProps<Module[Name]>]
  ): LazyRouteFunction<RouteObject> =>
  async () => {
    // The signature above has checked the props against this very component.
    const Screen = (await load())[name] as ComponentType<object>;
    return { element: <Screen {...props[0]} /> };
  };
