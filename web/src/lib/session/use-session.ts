import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { forgetServerData } from './authenticate';
import type { SessionState } from './session-slice';
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
