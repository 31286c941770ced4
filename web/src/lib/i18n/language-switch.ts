import { createContext, useContext } from 'react';
import type { Locale } from '@chegada/contracts';

/** Loads every part of a language the page shows now, then shows the page in it. */
export type SwitchLanguage = (next: Locale) => Promise<void>;

/**
 * Given by the app (app/provider.tsx), which owns the catalogues' chunks: components switch
 * languages without knowing how the build splits them.
 */
export const LanguageSwitch = createContext<SwitchLanguage | null>(null);

export const useSwitchLanguage = (): SwitchLanguage => {
  const switchLanguage = useContext(LanguageSwitch);
  if (!switchLanguage) throw new Error('useSwitchLanguage needs the app provider');
  return switchLanguage;
};
