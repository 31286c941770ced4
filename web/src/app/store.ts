import { configureStore, isPlain } from '@reduxjs/toolkit';
import { baseApi } from '../lib/api/base-api';
import { initialLocale } from '../lib/i18n/locale';
import { initialPreferences, preferencesSlice } from '../lib/i18n/preferences-slice';
import { initialSession, sessionSlice } from '../lib/session/session-slice';
import { tokenStorage } from '../lib/session/token-storage';

/** A store for one page load (or one test): the token and language read from storage. */
export const makeStore = (hostname: string) =>
  configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      preferences: preferencesSlice.reducer,
    },
    preloadedState: {
      session: initialSession(tokenStorage.read()),
      preferences: initialPreferences(initialLocale(hostname)),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // Spreadsheet and PDF downloads arrive as blobs (spec §7).
        serializableCheck: {
          isSerializable: (value: unknown) => isPlain(value) || value instanceof Blob,
        },
      }).concat(baseApi.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
