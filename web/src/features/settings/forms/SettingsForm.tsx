import { Form, FormScope, type FormHelpers } from '../../../lib/forms/form-state';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountSettingsSchema } from '@chegada/contracts';
import { FormBehaviour } from '../../../components/form/FormBehaviour';
import { TextField } from '../../../components/form/TextField';
import { describeApiError } from '../../../lib/api/api-error';
import { serverFieldErrors, validateWith } from '../../../lib/forms/validate-with';
import { notify } from '../../../lib/notifications/notify';
import { useSaveAccountSettingsMutation, type SettingsView } from '../api/settings-api';
import {
  DefaultLanguageField,
  GuestLanguagesField,
  ToggleField,
} from '../components/settings-fields';
import {
  GUEST_FORM_TOGGLES,
  NOTIFICATION_TOGGLES,
  toRequest,
  valuesOf,
  type SettingsValues,
} from './settings-values';
import '../../../components/form/form.css';

// Optional: an empty contact is sent as null and shows guests none.
const CONTACTS = [
  { name: 'hostContactPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'hostContactEmail', type: 'email', autoComplete: 'email' },
  { name: 'doormanListEmail', type: 'email', autoComplete: 'off' },
] as const;

const Section = ({ titleId, children }: { titleId: string; children: ReactNode }) => {
  const intl = useIntl();
  return (
    <fieldset className="settings-section">
      <legend>{intl.formatMessage({ id: titleId })}</legend>
      {children}
    </fieldset>
  );
};

/** The settings in sections, checked with the schema PUT /api/config/:id checks. */
export const SettingsForm = ({ settings }: { settings: SettingsView }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [save] = useSaveAccountSettingsMutation();
  const optional = { required: false, placeholder: text('settings.optionalHint') };

  const submit = async (values: SettingsValues, form: FormHelpers<SettingsValues>) => {
    try {
      const changes = accountSettingsSchema.cast(toRequest(values));
      const saved = await save({ id: settings.id, changes }).unwrap();
      notify.success(text('settings.saved'));
      form.resetForm({ values: valuesOf(saved) });
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
      form.setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormScope
      initialValues={valuesOf(settings)}
      validate={validateWith(accountSettingsSchema, intl, toRequest)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form settings-form" noValidate>
          <FormBehaviour />
          <Section titleId="settings.section.languages">
            <GuestLanguagesField />
            <DefaultLanguageField />
          </Section>
          <Section titleId="settings.section.notifications">
            {NOTIFICATION_TOGGLES.map((name) => (
              <ToggleField key={name} name={name} />
            ))}
          </Section>
          <Section titleId="settings.section.contacts">
            {CONTACTS.map(({ name, type, autoComplete }) => (
              <TextField
                key={name}
                name={name}
                label={text(`settings.field.${name}`)}
                type={type}
                autoComplete={autoComplete}
                {...optional}
              />
            ))}
          </Section>
          <Section titleId="settings.section.guestForm">
            {GUEST_FORM_TOGGLES.map((name) => (
              <ToggleField key={name} name={name} />
            ))}
            <TextField
              name="accessReleaseHoursBeforeCheckIn"
              label={text('settings.field.accessReleaseHoursBeforeCheckIn')}
              inputMode="numeric"
            />
          </Section>
          <button type="submit" disabled={isSubmitting}>
            {text(isSubmitting ? 'settings.saving' : 'settings.save')}
          </button>
        </Form>
      )}
    </FormScope>
  );
};
