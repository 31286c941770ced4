import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How the guest's pages read their link and move on, whichever shell shows them: the site's
 * router (app/routes) or the guest's own light shell (app/guest), which leaves the router out of
 * the guest's first load (issue 17).
 */
export type GuestRouting = {
  params: Readonly<Record<string, string | undefined>>;
  navigate: (to: string) => void;
};

const GuestRoutingContext = createContext<GuestRouting>({
  params: {},
  navigate: (to) => window.location.assign(to),
});

export const GuestRoutingProvider = ({
  routing,
  children,
}: {
  routing: GuestRouting;
  children: ReactNode;
}) => <GuestRoutingContext.Provider value={routing}>{children}</GuestRoutingContext.Provider>;

/** The parameters of the guest route open (friendlyCode, id, additionalGuestKey…). */
export const useGuestParams = () => useContext(GuestRoutingContext).params;

export const useGuestNavigate = () => useContext(GuestRoutingContext).navigate;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to another guest page, opened in place (a new tab on a modified click). */
export const GuestPageLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const navigate = useGuestNavigate();
  return (
    <a
      href={to}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
};
