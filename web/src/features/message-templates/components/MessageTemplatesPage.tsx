import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { locales, messageTemplates, type Locale, type MessageTemplate } from '@chegada/contracts';
import { useSwitchGuard } from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { useMessageTemplatesQuery } from '../api/message-templates-api';
import { TemplateForm } from '../forms/TemplateForm';
import '../../../components/form/form.css';
import '../../../components/ui/ui.css';
import './message-templates.css';

// Language names stay in their own language, as the language selector shows them.
const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español (España)',
};

type PickerProps = {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string; lang?: string }>;
};

/** Which message, or which language, the form below edits (outside the form: not sent). */
const Picker = ({ id, labelId, value, onChange, options }: PickerProps) => (
  <div className="field">
    <label htmlFor={id}>
      <FormattedMessage id={labelId} />
    </label>
    <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </option>
      ))}
    </select>
  </div>
);

/** /u/models: the store owner's words for each message, per language (GET /api/message-templates). */
export const MessageTemplatesPage = () => {
  const intl = useIntl();
  const { data, error, isLoading } = useMessageTemplatesQuery();
  const [template, setTemplate] = useState<MessageTemplate>('guest-link');
  const [locale, setLocale] = useState<Locale>(intl.locale as Locale);
  const view = data?.find((item) => item.template === template && item.locale === locale);
  // Another message or language replaces the form: with changes not saved, it asks first.
  const { guard: switchGuard, switchTo } = useSwitchGuard(
    (picked: { template: MessageTemplate; locale: Locale }) => {
      setTemplate(picked.template);
      setLocale(picked.locale);
    },
  );
  const pick = (next: Partial<{ template: MessageTemplate; locale: Locale }>) =>
    switchTo({ template, locale, ...next });
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
          <Picker
            id="models-message"
            labelId="models.message"
            value={template}
            onChange={(value) => pick({ template: value as MessageTemplate })}
            options={messageTemplates.map((name) => ({
              value: name,
              label: intl.formatMessage({ id: `models.template.${name}` }),
            }))}
          />
          <Picker
            id="models-language"
            labelId="models.language"
            value={locale}
            onChange={(value) => pick({ locale: value as Locale })}
            options={locales.map((name) => ({
              value: name,
              label: LANGUAGE_NAMES[name],
              lang: name,
            }))}
          />
        </div>
      )}
      {view && <TemplateForm view={view} switchGuard={switchGuard} />}
    </section>
  );
};
