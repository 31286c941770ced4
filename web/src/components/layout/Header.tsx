import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { SessionUser } from '../../lib/session/session-user';
import { LanguageSelector } from './LanguageSelector';
import { visitorNavItems, type NavBadge, type NavBadges } from './nav-items';
import { useOpenHere } from './use-open-here';
import { SignedInMenu, useSignedInNavItems } from './signed-in-header';
import './header.css';

/**
 * Spec §2: the site header. On narrow screens the links live in a side drawer that closes with
 * its close button, a click outside it, Escape wherever the focus is (a language change moves
 * it out of the drawer) and on navigation; the focus then goes back to the menu button.
 */
export const Header = ({ user, badges = {} }: { user: SessionUser | null; badges?: NavBadges }) => {
  const intl = useIntl();
  const items = useSignedInNavItems(user) ?? visitorNavItems;
  const drawer = useOpenHere();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { open, close } = drawer;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return (
    <header className="header">
      <Link className="brand" to="/">
        Chegada
      </Link>
      <button
        type="button"
        className="menu-button"
        aria-expanded={drawer.open}
        aria-controls="site-nav"
        onClick={drawer.toggle}
        ref={menuButton}
      >
        <span aria-hidden="true">☰</span> <FormattedMessage id="nav.menu" />
      </button>
      {drawer.open ? (
        <div className="backdrop" data-testid="drawer-backdrop" onClick={drawer.close} />
      ) : null}
      <nav
        id="site-nav"
        className={drawer.open ? 'site-nav open' : 'site-nav'}
        aria-label={intl.formatMessage({ id: 'nav.main' })}
      >
        {drawer.open ? (
          <button
            type="button"
            className="drawer-close"
            aria-label={intl.formatMessage({ id: 'ui.close' })}
            onClick={() => {
              drawer.close();
              menuButton.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  [isActive ? 'active' : '', item.warning ? 'nav-warning' : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                <FormattedMessage id={item.labelId} values={item.values} />
                <CountBadge badge={badges[item.to]} />
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSelector />
        {user ? <SignedInMenu user={user} /> : null}
      </nav>
    </header>
  );
};

/** The count after an entry's name; the screen reader hears it in words ("3 open requests"). */
const CountBadge = ({ badge }: { badge: NavBadge | undefined }) => {
  const intl = useIntl();
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      {' '}
      <span className="nav-badge" aria-hidden="true">
        {badge.count > 99 ? '99+' : badge.count}
      </span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: badge.labelId }, { count: badge.count })}
      </span>
    </>
  );
};
