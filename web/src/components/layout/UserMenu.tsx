import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../lib/session/authenticate';
import type { SessionUser } from '../../lib/session/session-user';
import { Avatar } from './Avatar';
import { userMenuItemsFor } from './signed-in-nav';
import { useOpenHere } from './use-open-here';
import './header.css';

/** Spec §2: the avatar opens the account's screens, Explanatory Videos and Log Out. */
export const UserMenu = ({ user }: { user: SessionUser }) => {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { open, toggle, close } = useOpenHere();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  // Spec §4: signed out first, so the guard lets the visitor into /login. The cached data of
  // the account goes once a public screen shows (RootLayout), not under the private one.
  const leave = async () => {
    await signOut(dispatch);
    await navigate('/login');
  };

  return (
    <div className="user-menu" ref={container}>
      <button
        type="button"
        className="avatar-button"
        aria-expanded={open}
        aria-controls="user-menu-items"
        aria-label={intl.formatMessage({ id: 'nav.userMenu' }, { name: user.name })}
        onClick={toggle}
      >
        <Avatar user={user} />
        {/* In the phone's drawer the bare initials say little: the name says whose menu. */}
        <span className="avatar-button-name">{user.name}</span>
      </button>
      <ul id="user-menu-items" className="user-menu-items" hidden={!open}>
        {userMenuItemsFor(user).map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={close}>
              <FormattedMessage id={item.labelId} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void leave()}>
            <FormattedMessage id="nav.logout" />
          </button>
        </li>
      </ul>
    </div>
  );
};
