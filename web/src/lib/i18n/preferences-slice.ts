import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locales, type Locale } from '@chegada/contracts';

/** UI preferences: the interface language and the languages the current page offers. */
export type PreferencesState = { locale: Locale; availableLocales: Locale[] };

export const initialPreferences = (locale: Locale): PreferencesState => ({
  locale,
  availableLocales: [...locales],
});

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences('pt-BR'),
  reducers: {
    localeChosen: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
    // A guest form offers only the languages its host enabled (spec §2, simplified header).
    availableLocalesNarrowed: (state, action: PayloadAction<readonly Locale[]>) => {
      state.availableLocales = action.payload.length ? [...action.payload] : [...locales];
    },
  },
});

export const { localeChosen, availableLocalesNarrowed } = preferencesSlice.actions;
