import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Locale } from '@chegada/contracts';
import { languageNames } from '../../lib/i18n/language-names';
import { useSwitchLanguage } from '../../lib/i18n/language-switch';
import type { PreferencesState } from '../../lib/i18n/preferences-slice';
import { Flag } from './Flag';
import './language-selector.css';

// An <option> cannot hold an image, so the chosen language's flag is drawn beside the list.

/** The flag dropdown of spec §1; the choice is remembered on this device. */
export const LanguageSelector = () => {
  const intl = useIntl();
  const choose = useSwitchLanguage();
  const { locale, availableLocales } = useSelector(
    (state: { preferences: PreferencesState }) => state.preferences,
  );
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
