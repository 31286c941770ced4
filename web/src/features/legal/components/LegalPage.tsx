import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { locales, type Locale } from '@chegada/contracts';
import type { LegalKind } from '../content/legal-document';
import { legalLocale } from './legal-locale';
import { LegalDocumentView } from './LegalDocumentView';
import { useLegalTexts } from './use-legal-texts';
import './legal.css';

const PATHS: Record<LegalKind, string> = { terms: '/use-terms', privacy: '/privacy-policy' };

// Language names in their own language, as the flag dropdown shows them.
const NAMES: Record<Locale, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  'es-ES': 'Español',
};

const OtherLanguages = ({ kind, shown }: { kind: LegalKind; shown: Locale }) => {
  const intl = useIntl();
  return (
    <nav className="legal-languages" aria-label={intl.formatMessage({ id: 'legal.languages' })}>
      <FormattedMessage id="legal.readIn" />{' '}
      {locales
        .filter((locale) => locale !== shown)
        .map((locale, index) => (
          <span key={locale}>
            {index > 0 ? ' · ' : null}
            <Link to={`${PATHS[kind]}/${locale}`} lang={locale} hrefLang={locale}>
              {NAMES[locale]}
            </Link>
          </span>
        ))}
    </nav>
  );
};

/**
 * /use-terms/:locale? and /privacy-policy/:locale?: the text in the language the parameter
 * names, by default the interface's.
 */
export const LegalPage = ({ kind }: { kind: LegalKind }) => {
  const intl = useIntl();
  const locale = legalLocale(useParams().locale, intl.locale as Locale);
  const texts = useLegalTexts(locale);
  return (
    <div className="page legal">
      <OtherLanguages kind={kind} shown={locale} />
      {texts ? <LegalDocumentView kind={kind} document={texts[kind]} locale={locale} /> : null}
      {texts === undefined ? (
        <p className="loading" role="status">
          <FormattedMessage id="generic.loading" />
        </p>
      ) : null}
      {texts === null ? (
        <p role="alert">
          <FormattedMessage id="api.unexpected" />
        </p>
      ) : null}
    </div>
  );
};
