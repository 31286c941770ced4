import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { formatTypedMoney } from '../../lib/i18n/money';
import { FieldFrame } from './FieldFrame';
import type { TextFieldProps } from './text-fields';

/**
 * An amount of money as the user writes it in their language ("350,00", "350.00",
 * "1.234,56"): kept as the typed text, shown formatted once left, turned into centavos by
 * the form's request (lib/i18n/money: reaisToCentavos). Not `type=number`, which reads
 * "350,00" differently from browser to browser.
 */
export const MoneyField = ({
  name,
  label,
  hint,
  required,
  ...input
}: Omit<TextFieldProps, 'mask'>) => {
  const intl = useIntl();
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldFrame {...{ name, label, hint, required }}>
      {(control) => (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...input}
          {...control}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={(event) => {
            void helpers.setValue(formatTypedMoney(field.value ?? '', intl.locale));
            field.onBlur(event);
          }}
        />
      )}
    </FieldFrame>
  );
};
