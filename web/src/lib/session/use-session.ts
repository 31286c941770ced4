import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { forgetServerData } from './authenticate';
import { sessionLost, type SessionState } from './session-slice';
import { TOKEN_KEY } from './token-storage';
import { useMeQuery } from './session-api';
import type { SessionUser } from './session-user';

/** The signed-in user, or null while nobody is (the guard loads it before rendering). */
export const useSessionUser = (): SessionUser | null => {
  const authenticated = useSelector(
    (state: { session: SessionState }) => state.session.authenticated,
  );
  const { data } = useMeQuery(undefined, { skip: !authenticated });
  return authenticated ? (data ?? null) : null;
};

/**
 * Spec §4: after a logout the account's cached server data is dropped, on the first public
 * screen. Dropped while a private screen is still shown, that screen would refetch it at once
 * without a token (a 401); by the time a public screen's effects run, it has unsubscribed.
 */
export const useForgetDataAfterLogout = (publicScreen: boolean): void => {
  const dispatch = useDispatch();
  const token = useSelector((state: { session: SessionState }) => state.session.token);
  const hadSession = useRef(token !== null);
  useEffect(() => {
    if (token !== null) {
      hadSession.current = true;
    } else if (hadSession.current && publicScreen) {
      hadSession.current = false;
      forgetServerData(dispatch);
    }
  }, [token, publicScreen, dispatch]);
};

/**
 * Spec §4 across tabs: a logout in another tab, or the token taken out of local storage,
 * ends this tab's session too; then, as after a refused token (lib/api/base-query), a private
 * screen goes to /login with `from`, to come back after signing in.
 */
export const useSessionEndedElsewhere = (publicScreen: boolean): void => {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { token, lost } = useSelector((state: { session: SessionState }) => state.session);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // `key` is null when the other tab cleared the whole storage.
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      if (token !== null && event.newValue === null) dispatch(sessionLost());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [token, dispatch]);
  useEffect(() => {
    if (!lost || publicScreen) return;
    void navigate(`/login?from=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [lost, publicScreen, pathname, search, navigate]);
};
