import { maskCnpj, maskPhone } from '../forms/masks';
import { CheckboxField } from './CheckboxField';
import { TextField } from './TextField';

// registerSchema's QUANTITY_OF_PROPERTIES (a test keeps them equal): importing it would bring
// the schema, and Yup, into the page's first load (lib/forms/lazy-schemas.ts).
const QUANTITY_OF_PROPERTIES = { min: 1, max: 1000 } as const;

/** The fields of registerSchema, in the order a host fills them in. */
export const RegisterFields = () => (
  <>
    <TextField name="name" labelId="auth.field.name" autoComplete="name" />
    <TextField name="email" labelId="auth.field.email" type="email" autoComplete="email" />
    <TextField
      name="phone"
      labelId="auth.field.phone"
      hintId="auth.hint.phone"
      type="tel"
      autoComplete="tel"
      mask={maskPhone}
    />
    <TextField name="companyName" labelId="auth.field.companyName" autoComplete="organization" />
    <TextField
      name="cnpj"
      labelId="auth.field.cnpj"
      hintId="auth.hint.cnpj"
      mask={maskCnpj}
      autoCapitalize="characters"
      spellCheck={false}
    />
    <TextField name="website" labelId="auth.field.website" type="url" autoComplete="url" />
    <TextField
      name="password"
      labelId="auth.field.password"
      hintId="auth.hint.password"
      type="password"
      autoComplete="new-password"
    />
    <TextField
      name="confirmPassword"
      labelId="auth.field.confirmPassword"
      type="password"
      autoComplete="new-password"
    />
    <TextField
      name="quantityOfProperties"
      labelId="auth.field.quantityOfProperties"
      hintId="auth.hint.quantityOfProperties"
      type="number"
      inputMode="numeric"
      min={QUANTITY_OF_PROPERTIES.min}
      max={QUANTITY_OF_PROPERTIES.max}
    />
    <CheckboxField name="skipSubscription" labelId="auth.skipSubscription" />
  </>
);
