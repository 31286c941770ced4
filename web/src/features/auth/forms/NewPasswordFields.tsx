import { PasswordField } from '../../../components/form';
import { useText } from '../../../lib/i18n/use-text';

/** A password being chosen, typed twice (registration and the recovery link). */
export const NewPasswordFields = ({ labelId }: { labelId: string }) => {
  const text = useText();
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
