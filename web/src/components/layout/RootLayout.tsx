import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../../lib/routing/route-handle';
import {
  useForgetDataAfterLogout,
  useSessionEndedElsewhere,
  useSessionUser,
} from '../../lib/session/use-session';
import { Footer } from './Footer';
import { GuestHeader } from './GuestHeader';
import { Header } from './Header';
import type { NavBadges } from './nav-items';
import { NoAccessPage } from './NoAccessPage';
import { ScrollToTop } from './ScrollToTop';

export type Site = 'main' | 'registration';

const NO_TRIAL_BANNER = ['/login', '/register', '/recover'];

const useRouteHandle = (): RouteHandle | undefined => {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : undefined;
};

/**
 * The frame of every page: header, main content and footer as spec §2 sets them; `badges`,
 * counts on the header's entries, come from the features through the app.
 */
export const RootLayout = ({ site, badges = {} }: { site: Site; badges?: NavBadges }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const handle = useRouteHandle();
  const friendlyCode = useMatches().at(-1)?.params.friendlyCode;
  const kind = handle?.kind ?? 'site';
  const title = handle ? intl.formatMessage({ id: handle.titleId }) : '';
  useForgetDataAfterLogout(handle?.public ?? true);
  useSessionEndedElsewhere(handle?.public ?? true);

  useEffect(() => {
    document.title = title ? `${title} · Chegada` : 'Chegada';
  }, [title]);

  // The router loaded the page; the role decides whether it shows (route-table ACCOUNT, OWNER).
  const allowed = !user || !handle?.roles || handle.roles.includes(user.role);
  const showTrial =
    !user && site === 'main' && kind === 'site' && !NO_TRIAL_BANNER.includes(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <ScrollToTop />
      {kind === 'site' && site === 'main' ? (
        <Header user={user} badges={badges} />
      ) : (
        <GuestHeader friendlyCode={friendlyCode} />
      )}
      <main id="main" tabIndex={-1}>
        {allowed ? <Outlet /> : <NoAccessPage />}
      </main>
      {kind === 'formdata' ? null : <Footer showTrial={showTrial} legalLinks={site === 'main'} />}
    </>
  );
};
