import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { locales, messageTemplates, type Locale, type MessageTemplate } from '@chegada/contracts';
import { useSwitchGuard } from '../../../components/form';
import { LoadProblem, Page } from '../../../components/ui';
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
  /** What it picks: its label is models.<name>. */
  name: 'message' | 'language';
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string; lang?: string }>;
};

/** Which message, or which language, the form below edits (outside the form: not sent). */
const Picker = ({ name, value, onChange, options }: PickerProps) => (
  <div className="field">
    <label htmlFor={`models-${name}`}>
      <FormattedMessage id={`models.${name}`} />
    </label>
    <select id={`models-${name}`} value={value} onChange={(event) => onChange(event.target.value)}>
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
  const templateOptions = messageTemplates.map((name) => ({
    value: name,
    label: intl.formatMessage({ id: `models.template.${name}` }),
  }));
  const languageOptions = locales.map((name) => ({
    value: name,
    label: LANGUAGE_NAMES[name],
    lang: name,
  }));
  return (
    <Page titleId="route.models" introId="models.intro" className="models-page">
      {isLoading && <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>}
      {error && <LoadProblem messageId="models.loadFailed" error={error} />}
      {data && (
        <div className="models-pickers">
          <Picker
            name="message"
            value={template}
            onChange={(value) => pick({ template: value as MessageTemplate })}
            options={templateOptions}
          />
          <Picker
            name="language"
            value={locale}
            onChange={(value) => pick({ locale: value as Locale })}
            options={languageOptions}
          />
        </div>
      )}
      {view && <TemplateForm view={view} switchGuard={switchGuard} />}
    </Page>
  );
};
