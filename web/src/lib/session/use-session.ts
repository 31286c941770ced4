import { useSelector } from 'react-redux';
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
