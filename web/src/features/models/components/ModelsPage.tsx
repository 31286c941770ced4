import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { locales, messageTemplates, type Locale, type MessageTemplate } from '@chegada/contracts';
import { describeApiError } from '../../../lib/api/api-error';
import { useMessageTemplatesQuery } from '../api/models-api';
import { TemplateForm } from '../forms/TemplateForm';
import '../../../components/form/form.css';
import '../../../components/ui/ui.css';
import './models.css';

// Language names stay in their own language, as the language selector shows them.
const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};

/** /u/models: the store owner's words for each message, per language (GET /api/message-templates). */
export const ModelsPage = () => {
  const intl = useIntl();
  const { data, error, isLoading } = useMessageTemplatesQuery();
  const [template, setTemplate] = useState<MessageTemplate>('guest-link');
  const [locale, setLocale] = useState<Locale>(intl.locale as Locale);
  const view = data?.find((item) => item.template === template && item.locale === locale);
  return (
    <section className="page models-page">
      <h1>
        <FormattedMessage id="route.models" />
      </h1>
      <p>
        <FormattedMessage id="models.intro" />
      </p>
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && (
        <p role="alert" className="form-problem">
          {intl.formatMessage({ id: 'models.loadFailed' })}:{' '}
          {describeApiError(intl.formatMessage, error)}
        </p>
      )}
      {data && (
        <div className="models-pickers">
          <div className="field">
            <label htmlFor="models-message">
              <FormattedMessage id="models.message" />
            </label>
            <select
              id="models-message"
              value={template}
              onChange={(event) => setTemplate(event.target.value as MessageTemplate)}
            >
              {messageTemplates.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage({ id: `models.template.${name}` })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="models-language">
              <FormattedMessage id="models.language" />
            </label>
            <select
              id="models-language"
              value={locale}
              onChange={(event) => setLocale(event.target.value as Locale)}
            >
              {locales.map((name) => (
                <option key={name} value={name} lang={name}>
                  {LANGUAGE_NAMES[name]}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {view && <TemplateForm view={view} />}
    </section>
  );
};
