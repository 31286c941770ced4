import { useSelector } from 'react-redux';
import type { PreferencesState } from '../../lib/i18n/preferences-slice';
import { LanguageSelector } from './LanguageSelector';

/** Spec §2: guest-form pages show the brand and, when there is a choice, the language. */
export const GuestHeader = () => {
  const choices = useSelector(
    (state: { preferences: PreferencesState }) => state.preferences.availableLocales.length,
  );
  return (
    <header className="header">
      <span className="brand">Chegada</span>
      {choices > 1 ? <LanguageSelector /> : null}
    </header>
  );
};
