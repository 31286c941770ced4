import { QUANTITY_OF_PROPERTIES } from '@chegada/contracts';
import {
  CheckboxField,
  EmailField,
  NumberField,
  PhoneField,
  TextField,
  maskCnpj,
} from '../../../components/form';
import { NewPasswordFields } from './NewPasswordFields';
import { useText } from '../../../lib/i18n/use-text';

/** The fields of registerSchema, in the order a host fills them in. */
export const RegisterFields = () => {
  const text = useText();
  return (
    <>
      <TextField name="name" label={text('auth.field.name')} autoComplete="name" required />
      <EmailField name="email" label={text('auth.field.email')} required />
      <PhoneField
        name="phone"
        label={text('auth.field.phone')}
        hint={text('auth.hint.phone')}
        required
      />
      <TextField
        name="companyName"
        label={text('auth.field.companyName')}
        autoComplete="organization"
        required
      />
      <TextField
        name="cnpj"
        label={text('auth.field.cnpj')}
        hint={text('auth.hint.cnpj')}
        mask={maskCnpj}
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <TextField name="website" label={text('auth.field.website')} type="url" autoComplete="url" />
      <NewPasswordFields labelId="auth.field.password" />
      <NumberField
        name="quantityOfProperties"
        label={text('auth.field.quantityOfProperties')}
        hint={text('auth.hint.quantityOfProperties')}
        min={QUANTITY_OF_PROPERTIES.min}
        max={QUANTITY_OF_PROPERTIES.max}
        required
      />
      <CheckboxField name="skipSubscription" label={text('auth.skipSubscription')} />
    </>
  );
};
