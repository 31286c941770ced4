import { FormattedMessage, useIntl } from 'react-intl';
import { locales, type Locale } from '@chegada/contracts';

const flags: Record<Locale, string> = {
  'pt-BR': '🇧🇷 Português',
  'en-US': '🇺🇸 English',
  'es-ES': '🇪🇸 Español',
};
const features = ['documents', 'access', 'deposit'] as const;

type Props = { locale: Locale; onLocaleChange: (locale: Locale) => void };

export const HomePage = ({ locale, onLocaleChange }: Props) => {
  const intl = useIntl();
  return (
    <>
      <header className="header">
        <a className="brand" href="/">
          Chegada
        </a>
        <label className="language">
          <span className="visually-hidden">{intl.formatMessage({ id: 'nav.language' })}</span>
          <select value={locale} onChange={(event) => onLocaleChange(event.target.value as Locale)}>
            {locales.map((option) => (
              <option key={option} value={option}>
                {flags[option]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main>
        <section className="hero">
          <h1>
            <FormattedMessage id="home.title" />
          </h1>
          <p>
            <FormattedMessage id="home.subtitle" />
          </p>
          <p className="claim">
            <FormattedMessage id="home.claim" />
          </p>
          <a className="cta" href="/register">
            <FormattedMessage id="home.cta" />
          </a>
        </section>
        <section className="features">
          {features.map((feature) => (
            <article key={feature}>
              <h2>
                <FormattedMessage id={`home.feature.${feature}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`home.feature.${feature}.text`} />
              </p>
            </article>
          ))}
        </section>
      </main>
      <footer className="footer">
        <FormattedMessage id="home.footer" />
      </footer>
    </>
  );
};
