import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@chegada/contracts';
import { HomePage } from '../features/home/HomePage';
import { homeMessages } from '../features/home/messages';
import { initialLocale, rememberLocale } from './locale';

export const App = () => {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const changeLocale = (next: Locale) => {
    rememberLocale(next);
    document.documentElement.lang = next;
    setLocale(next);
  };
  return (
    <IntlProvider locale={locale} messages={homeMessages[locale]} defaultLocale="pt-BR">
      <HomePage locale={locale} onLocaleChange={changeLocale} />
    </IntlProvider>
  );
};
