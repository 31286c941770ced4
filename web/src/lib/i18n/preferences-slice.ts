import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locales, type Locale } from '@chegada/contracts';
import type { PagePart } from './page-parts';

/**
 * UI preferences: the interface language, the languages the current page offers, and whether
 * the messages of the signed-in screens are here (app/catalogue-parts.ts).
 */
export type PreferencesState = {
  locale: Locale;
  availableLocales: Locale[];
  accountMessages: boolean;
  /** The guest pages' messages are here (app/catalogue-parts.ts). */
  guestMessages: boolean;
  /** So are the guest's forms' own (`guestSteps`, features/guest-form/step-messages.tsx). */
  guestStepMessages: boolean;
  /** The public pages whose own messages are here (app/catalogue-parts.ts). */
  pageMessages: PagePart[];
};

export const initialPreferences = (locale: Locale): PreferencesState => ({
  locale,
  availableLocales: [...locales],
  accountMessages: false,
  guestMessages: false,
  guestStepMessages: false,
  pageMessages: [],
});

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: initialPreferences('pt-BR'),
  reducers: {
    localeChosen: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
    accountMessagesLoaded: (state) => {
      state.accountMessages = true;
    },
    guestMessagesLoaded: (state) => {
      state.guestMessages = true;
    },
    guestStepMessagesLoaded: (state) => {
      state.guestStepMessages = true;
    },
    pageMessagesLoaded: (state, action: PayloadAction<PagePart>) => {
      if (!state.pageMessages.includes(action.payload)) state.pageMessages.push(action.payload);
    },
    // A guest form offers only the languages its host enabled (spec §2, simplified header).
    availableLocalesNarrowed: (state, action: PayloadAction<readonly Locale[]>) => {
      state.availableLocales = action.payload.length ? [...action.payload] : [...locales];
    },
  },
});

export const {
  localeChosen,
  accountMessagesLoaded,
  guestMessagesLoaded,
  guestStepMessagesLoaded,
  pageMessagesLoaded,
  availableLocalesNarrowed,
} = preferencesSlice.actions;
