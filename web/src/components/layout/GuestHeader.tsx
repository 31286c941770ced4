import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useCompanyInfoQuery } from '../../lib/api/company-info-api';
import type { PreferencesState } from '../../lib/i18n/preferences-slice';
import { LanguageSelector } from './LanguageSelector';

/**
 * Spec §2: guest-form pages show the host company (name and logo) instead of the site's menu,
 * and the language selector only when the property offers more than one language (the page
 * narrows the choice once it knows the property).
 */
export const GuestHeader = ({ friendlyCode }: { friendlyCode: string | undefined }) => {
  const choices = useSelector(
    (state: { preferences: PreferencesState }) => state.preferences.availableLocales.length,
  );
  const { data: company } = useCompanyInfoQuery(friendlyCode ?? skipToken);
  return (
    <header className="header guest-header">
      <span className="brand">
        {company?.logo ? <img className="brand-logo" src={company.logo} alt="" /> : null}
        {company?.name ?? 'Chegada'}
      </span>
      {choices > 1 ? <LanguageSelector /> : null}
    </header>
  );
};
