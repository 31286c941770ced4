import { getIn } from 'formik';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import {
  DateField,
  FieldFrame,
  TextField,
  useFormState,
  type FieldBasics,
} from '../../../components/form';
import { PhoneCountryField } from '../components/PhoneCountryField';
import { isMasked } from './masks';
import './privacy.css';

/**
 * A field whose saved value this device sees masked (issue 15) shows it as it is masked, read
 * only, until the guest unlocks it with a code or fills it in again; else the field itself.
 */
const maskable = <Props extends FieldBasics>(Field: ComponentType<Props>) => {
  const Maskable = (props: Props) => {
    const intl = useIntl();
    const { values } = useFormState();
    const value: unknown = getIn(values, props.name);
    if (!isMasked(value)) return <Field {...props} />;
    return (
      <FieldFrame
        name={props.name}
        label={props.label}
        hint={intl.formatMessage({ id: 'guest.privacy.fieldHidden' })}
      >
        {(control) => (
          <input {...control} type="text" className="masked-value" value={value} readOnly />
        )}
      </FieldFrame>
    );
  };
  return Maskable;
};

export const MaskableTextField = maskable(TextField);
export const MaskablePhoneField = maskable(PhoneCountryField);
export const MaskableDateField = maskable(DateField);
