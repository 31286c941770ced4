import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { locales, type Locale } from '@chegada/contracts';
import { useSwitchLanguage } from './language-switch';
import { availableLocalesNarrowed, type PreferencesState } from './preferences-slice';

const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/**
 * The languages offered, in the product's one order (pt-BR, en-US, es-ES) whatever order the
 * list came in (walk61: the company's, sorted by the server, put English first on the data page).
 */
const inProductOrder = (languages: readonly string[]): Locale[] =>
  locales.filter((locale) => languages.includes(locale));

/**
 * The header offers only the property's languages while a guest page is open (spec §2), on
 * every page of the link alike (walk60: the data page offered Spanish the form did not); a page
 * shown in another (chosen before the property's list arrived) moves to the first offered.
 */
export const useResidenceLanguages = (languages: readonly string[] | undefined): void => {
  const dispatch = useDispatch();
  const choose = useSwitchLanguage();
  const locale = useSelector(
    (state: { preferences: PreferencesState }) => state.preferences.locale,
  );
  const key = inProductOrder(languages ?? []).join(',');
  useEffect(() => {
    if (!key) return undefined;
    dispatch(availableLocalesNarrowed(key.split(',').filter(isLocale)));
    return () => {
      dispatch(availableLocalesNarrowed([]));
    };
  }, [dispatch, key]);
  useEffect(() => {
    const offered = key.split(',').filter(isLocale);
    if (offered.length && !offered.includes(locale)) void choose(offered[0]!);
  }, [choose, key, locale]);
};
