/**
 * The form kit: every form of the web client is built from these, on Formik with the shared
 * Yup schemas of libs/contracts. It lives here, beside the other shared components, because it
 * is React; what it needs of Formik and Yup stays inside it.
 *
 *   <SchemaForm schema={loginSchema} initialValues={…} onSubmit={(request) => …}>
 *     <TextField name="email" label={…} type="email" autoComplete="email" required />
 *     <SubmitButton />
 *   </SchemaForm>
 *
 * - SchemaForm: the form; live checks in the user's language, the server's 400 field errors on
 *   their fields, focus on the first invalid field after a submit, a toast for other failures.
 * - Fields (label, hint, error, required mark, aria-describedby / aria-invalid, and any input
 *   attribute such as inputMode or autoComplete passed through): TextField (with `mask`),
 *   EmailField, PasswordField, SecretField (a provider's secret kept when left empty),
 *   UrlField, DigitsField, NumberField, CountField (digits only), OneTimeCodeField, PhoneField (masked), DateField, TimeField (5-minute
 *   steps), TextAreaField, SelectField, CheckboxField, CheckboxGroupField, RadioGroupField,
 *   MoneyField (an amount typed in the user's language; lib/i18n/money makes it centavos).
 *   FieldFrame builds a new kind of field; useFormState reads the form around.
 * - FormSection, FoldableSection (folded under its title until opened), FormActions.
 * - FieldGroup: fields checked together (a fieldset), with the one error of the pair, which the
 *   schema puts on the group's own path (SchemaForm's `groups` keeps the server's there too).
 * - ArrayField: a list of nested fields with add and remove (Formik's FieldArray).
 * - SubmitButton: disabled and worded as pending while the submit runs.
 * - ConnectAccountForm: the login of an account at a provider; its refusal stays beside it.
 * - LeaveGuard: in a console form, asks before leaving it with changes not saved; with
 *   useCloseGuard, before closing the dialog it is in too; with useSwitchGuard, before another
 *   choice of the page replaces it.
 * - Masks of spec §5: maskPhone, maskCnpj.
 *
 * A public page imports its form through lazy-form.tsx (React.lazy), so its first load does
 * not carry Formik and Yup.
 */
export { ArrayField } from './ArrayField';
export { ConnectAccountForm } from './ConnectAccountForm';
export { CheckboxField, CheckboxGroupField, RadioGroupField } from './choice-fields';
export { FieldFrame, type FieldBasics } from './FieldFrame';
export { FieldGroup } from './FieldGroup';
export type { FieldGroups } from './schema-validation';
export { FoldableSection, FormActions, FormSection } from './FormSection';
export { LeaveGuard, useCloseGuard, useSwitchGuard, type CloseGuard } from './LeaveGuard';
export { maskCnpj, maskPhone } from './masks';
export { MoneyField } from './money-field';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
export { SubmitButton } from './SubmitButton';
export {
  DateField,
  DigitsField,
  EmailField,
  NumberField,
  CountField,
  OneTimeCodeField,
  PasswordField,
  PhoneField,
  SecretField,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
  UrlField,
  type Option,
  type TextFieldProps,
} from './text-fields';
export { useFormikContext as useFormState, type FormikHelpers as FormHelpers } from 'formik';
