import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is signed in, as far as the client knows: the stored token and whether /api/me accepted
 * it. The user itself is server state and lives in RTK Query's cache.
 */
export type SessionState = {
  token: string | null;
  authenticated: boolean;
  /** An unpaid account is sent to pay once per session, not on every navigation. */
  sentToPay: boolean;
  /**
   * The session ended without this tab's Log out: another tab logged out or dropped the
   * token, or the API refused it (401). The shown screen goes to /login with `from`.
   */
  lost: boolean;
};

export const initialSession = (token: string | null): SessionState => ({
  token,
  authenticated: false,
  sentToPay: false,
  lost: false,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession(null),
  reducers: {
    tokenReceived: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
      state.authenticated = false;
      state.lost = false;
    },
    /** The same user's new token (after a password change): the session goes on as it was. */
    tokenRenewed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    userAuthenticated: (state) => {
      state.authenticated = true;
    },
    sentToPay: (state) => {
      state.sentToPay = true;
    },
    loggedOut: () => initialSession(null),
    sessionLost: () => ({ ...initialSession(null), lost: true }),
  },
});

export const { tokenReceived, tokenRenewed, userAuthenticated, sentToPay, loggedOut, sessionLost } =
  sessionSlice.actions;
