import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { Role } from '@chegada/contracts';
import { baseApi } from '../api/base-api';
import type { ApiError } from '../api/api-error';
import { sessionApi } from './session-api';
import type { SessionUser } from './session-user';
import { loggedOut, tokenReceived, tokenRenewed, userAuthenticated } from './session-slice';
import { tokenStorage } from './token-storage';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Which of the follow-up loads failed, so the shell can say so. */
export type LoadFailure = 'credits' | 'transactions' | 'config';

export type Authentication =
  { ok: true; user: SessionUser; failures: LoadFailure[] } | { ok: false; error: ApiError };

const loaders: Record<LoadFailure, (dispatch: Dispatch) => Promise<{ isError: boolean }>> = {
  credits: (dispatch) => dispatch(sessionApi.endpoints.credits.initiate()),
  transactions: (dispatch) => dispatch(sessionApi.endpoints.transactions.initiate()),
  config: (dispatch) => dispatch(sessionApi.endpoints.config.initiate()),
};

// Admins have no account: the API refuses them credits, transactions and settings.
const followUps = (role: Role): LoadFailure[] => {
  if (role === Role.ADMIN) return [];
  return role === Role.SUBUSER
    ? ['credits', 'transactions']
    : ['credits', 'transactions', 'config'];
};

/**
 * Spec §4: the current user first; when it answers, credits, transactions and config (not for
 * sub-users). The subscriptions stay, so the cache keeps the session's data until logout.
 * `ready` (the signed-in texts' download) is awaited too before the user shows as signed in.
 */
export const authenticate = async (
  dispatch: Dispatch,
  ready: Promise<unknown> = Promise.resolve(),
): Promise<Authentication> => {
  const me = await dispatch(sessionApi.endpoints.me.initiate());
  if (!me.data) return { ok: false, error: me.error as ApiError };
  const loads = followUps(me.data.role);
  const [results] = await Promise.all([
    Promise.all(loads.map((name) => loaders[name](dispatch))),
    ready,
  ]);
  dispatch(userAuthenticated());
  const failures = loads.filter((_, index) => results[index]?.isError);
  return { ok: true, user: me.data, failures };
};

/** Spec §4: the user and the token are forgotten; cached server data stays for now. */
export const endSession = (dispatch: Dispatch): void => {
  tokenStorage.clear();
  dispatch(loggedOut());
};

/**
 * The user's "Log out": the server ends the token's session first, so a copy of it left
 * anywhere is refused too; then it is forgotten here, even when the server cannot be reached.
 */
export const signOut = async (dispatch: Dispatch): Promise<void> => {
  await dispatch(sessionApi.endpoints.logout.initiate());
  endSession(dispatch);
};

/**
 * Drops every cached API answer. A screen still on display refetches what it shows at once,
 * without a token now (a 401): from a screen, end the session, leave it, then forget.
 */
export const forgetServerData = (dispatch: Dispatch): void => {
  dispatch(baseApi.util.resetApiState());
};

/** Spec §4: logout clears the user, the token and the cached server data. */
export const logOut = (dispatch: Dispatch): void => {
  endSession(dispatch);
  forgetServerData(dispatch);
};

/** After login: keep the token; the user loads on the next navigation (spec §4). */
export const storeToken = (dispatch: Dispatch, token: string): void => {
  tokenStorage.write(token);
  dispatch(tokenReceived(token));
};

/** Keeps the signed-in user's session on a new token, without loading the user again. */
export const renewToken = (dispatch: Dispatch, token: string): void => {
  tokenStorage.write(token);
  dispatch(tokenRenewed(token));
};
