import { useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useNavigate, useParams, type LazyRouteFunction, type RouteObject } from 'react-router';
import { GuestRoutingProvider } from '../../features/guest-form/routing/guest-routing';

// Props are checked per screen by ComponentProps below; `any` only lets every screen in.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Screens<Name extends PropertyKey> = Record<Name, ComponentType<any>>;

type Frame = ComponentType<{ children: ReactNode }>;

const lazyScreen =
  (
    load: () => Promise<Record<PropertyKey, unknown>>,
    name: PropertyKey,
    props: object | undefined,
    Around?: Frame,
  ): LazyRouteFunction<RouteObject> =>
  async () => {
    // The signatures below have checked the props against this very component.
    const Screen = (await load())[name] as ComponentType<object>;
    const element = <Screen {...props} />;
    return { element: Around ? <Around>{element}</Around> : element };
  };

/**
 * A route's screen as a lazily loaded chunk: `screen(() => import('../../features/x'), 'XPage')`.
 * The router fetches it on the first navigation to the route (alongside the session guard), so
 * the shell that every page loads carries no screen, and no form library or schema, of its own.
 */
export const screen = <Module extends Screens<Name>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  ...props: object extends ComponentProps<Module[Name]> ? [] : [ComponentProps<Module[Name]>]
): LazyRouteFunction<RouteObject> => lazyScreen(load, name, props[0]);

/** The site's router as the guest pages read it (features/guest-form/routing). */
const RouterGuestRouting: Frame = ({ children }) => {
  const params = useParams();
  const navigate = useNavigate();
  const routing = useMemo(
    () => ({ params, navigate: (to: string) => void navigate(to) }),
    [params, navigate],
  );
  return <GuestRoutingProvider routing={routing}>{children}</GuestRoutingProvider>;
};

/** A guest page's screen, as `screen` loads it, given the router's parameters and navigation. */
export const guestScreen = <Module extends Screens<Name>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  ...props: object extends ComponentProps<Module[Name]> ? [] : [ComponentProps<Module[Name]>]
): LazyRouteFunction<RouteObject> => lazyScreen(load, name, props[0], RouterGuestRouting);
