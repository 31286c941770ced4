import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { loadCatalogue } from '../../app/catalogues';
import { languageNames } from '../../lib/i18n/language-names';
import { rememberLocale } from '../../lib/i18n/locale';
import { localeChosen, type PreferencesState } from '../../lib/i18n/preferences-slice';
import { Flag } from './Flag';
import './language-selector.css';

// An <option> cannot hold an image, so the chosen language's flag is drawn beside the list.

/** The flag dropdown of spec §1; the choice is remembered on this device. */
export const LanguageSelector = () => {
  const intl = useIntl();
  const dispatch = useDispatch();
  const {
    locale,
    availableLocales,
    accountMessages,
    guestMessages,
    guestStepMessages,
    pageMessages,
  } = useSelector((state: { preferences: PreferencesState }) => state.preferences);
  // The new language shows once its catalogue is here; until then the page stays readable.
  const choose = async (next: Locale) => {
    await loadCatalogue(next, 'site');
    if (accountMessages) await loadCatalogue(next, 'account');
    if (guestMessages) await loadCatalogue(next, 'guest');
    if (guestStepMessages) await loadCatalogue(next, 'guestSteps');
    await Promise.all(pageMessages.map((part) => loadCatalogue(next, part)));
    rememberLocale(next);
    dispatch(localeChosen(next));
  };
  return (
    <label className="language">
      <span className="visually-hidden">{intl.formatMessage({ id: 'nav.language' })}</span>
      <Flag locale={locale} />
      <select value={locale} onChange={(event) => void choose(event.target.value as Locale)}>
        {availableLocales.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
};
