import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { object, string } from 'yup';
import { newPasswordFields, profileSchema } from '@chegada/contracts';
import {
  PasswordField,
  PhoneField,
  LeaveGuard,
  SchemaForm,
  SubmitButton,
  TextField,
  useFormState,
} from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { renewToken } from '../../../lib/session/authenticate';
import type { SessionUser } from '../../../lib/session/session-user';
import { useChangePasswordMutation, useUpdateProfileMutation } from '../api/profile-api';
import { useText } from '../../../lib/i18n/use-text';
import { useFormatPhone } from '../../../lib/phone/use-format-phone';

/**
 * The saved phone ('+5548998765432') written as people read it ('+55 48 99876 5432') once the
 * phone metadata is there; not when the user has started changing the form.
 */
const SavedPhoneFormatted = () => {
  const { ready, format } = useFormatPhone();
  const form = useFormState<{ name: string; phone: string }>();
  useEffect(() => {
    if (!ready || form.dirty) return;
    const formatted = format(form.values.phone);
    if (formatted !== form.values.phone)
      form.resetForm({ values: { ...form.values, phone: formatted } });
    // Once, when the metadata arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return null;
};

/** Name and phone, as PUT /api/me checks them; an emptied phone is cleared. */
export const PersonalForm = ({ user }: { user: SessionUser }) => {
  const text = useText();
  const [update] = useUpdateProfileMutation();
  return (
    <SchemaForm
      schema={profileSchema}
      initialValues={{ name: user.name, phone: user.phone ?? '' }}
      toRequest={(values) => ({
        ...values,
        phone: values.phone.trim() === '' ? null : values.phone,
      })}
      onSubmit={async (request, form, values) => {
        await update(request).unwrap();
        notify.success(text('profile.saved'));
        form.resetForm({ values });
      }}
    >
      <LeaveGuard />
      <TextField name="name" label={text('profile.name')} autoComplete="name" required />
      <PhoneField name="phone" label={text('profile.phone')} />
      <SavedPhoneFormatted />
      <SubmitButton label={text('profile.save')} pending={text('profile.saving')} />
    </SchemaForm>
  );
};

const { password } = newPasswordFields();

/**
 * PUT /api/me/password's body (currentPassword, newPassword) under the registration rules
 * (spec §5), with the confirmation the screen asks and does not send.
 */
const passwordChangeSchema = object({
  currentPassword: string().required('validation.required').max(200, 'validation.maxLength'),
  newPassword: password,
  confirmPassword: string()
    .required('validation.required')
    .test('matches', 'registration.passwordsMustMatch', function matches(value) {
      return !value || value === (this.parent as { newPassword?: unknown }).newPassword;
    }),
});

const noPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the other sessions end, this device gets a fresh token. */
export const PasswordForm = () => {
  const text = useText();
  const dispatch = useDispatch();
  const [change] = useChangePasswordMutation();
  return (
    <SchemaForm
      schema={passwordChangeSchema}
      initialValues={noPasswords}
      onSubmit={async ({ currentPassword, newPassword }, form) => {
        const { message, token } = await change({ currentPassword, newPassword }).unwrap();
        renewToken(dispatch, token);
        form.resetForm();
        notify.success(message);
      }}
    >
      <LeaveGuard />
      <PasswordField
        name="currentPassword"
        label={text('profile.currentPassword')}
        autoComplete="current-password"
        required
      />
      {(['newPassword', 'confirmPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          name={name}
          label={text(`profile.${name}`)}
          autoComplete="new-password"
          required
        />
      ))}
      <SubmitButton label={text('profile.changePassword')} pending={text('profile.saving')} />
    </SchemaForm>
  );
};
