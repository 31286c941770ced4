import { useIntl } from 'react-intl';
import { PasswordField } from '../../../components/form';

/** A password being chosen, typed twice (registration and the recovery link). */
export const NewPasswordFields = ({ labelId }: { labelId: string }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const hint = text('auth.hint.password');
  return (
    <>
      <PasswordField
        name="password"
        label={text(labelId)}
        hint={hint}
        autoComplete="new-password"
        required
      />
      <PasswordField
        name="confirmPassword"
        label={text('auth.field.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  );
};
