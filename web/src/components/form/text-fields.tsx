import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldBasics } from './FieldFrame';
import { maskPhone } from './masks';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'required'
>;

export type TextFieldProps = FieldBasics &
  InputProps & {
    /** Rewrites what is typed or pasted (the input masks of spec §5, ./masks), or parses it. */
    mask?: (typed: string) => string | number;
  };

/** A labelled input; `type`, `inputMode`, `autoComplete` and the rest pass through. */
export const TextField = ({ name, label, hint, required, mask, ...input }: TextFieldProps) => {
  const [field, , helpers] = useField<string | number>(name);
  const onChange = mask
    ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(mask(event.target.value))
    : field.onChange;
  return (
    <FieldFrame {...{ name, label, hint, required }}>
      {(control) => (
        <input
          type="text"
          {...input}
          {...control}
          aria-describedby={
            [control['aria-describedby'], input['aria-describedby']].filter(Boolean).join(' ') ||
            undefined
          }
          value={field.value ?? ''}
          onChange={onChange}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
};

/** A number: Formik keeps it as a number, or '' while empty. */
export const NumberField = (props: TextFieldProps) => (
  <TextField type="number" inputMode="numeric" {...props} />
);

/**
 * A count typed in digits only (a guest's phone offers its number pad): a number input takes
 * '2e1', '-1' or '1.5'. Formik keeps a number, or '' while empty.
 */
export const CountField = (props: Omit<TextFieldProps, 'mask' | 'type'>) => (
  <TextField
    inputMode="numeric"
    pattern="[0-9]*"
    autoComplete="off"
    {...props}
    mask={(typed) => {
      const digits = typed.replace(/\D/g, '').slice(0, 4);
      return digits === '' ? '' : Number(digits);
    }}
  />
);

/** An e-mail address. */
export const EmailField = (props: TextFieldProps) => (
  <TextField type="email" inputMode="email" autoComplete="email" {...props} />
);

/** A password; say `autoComplete="new-password"` where one is chosen. */
export const PasswordField = (props: TextFieldProps) => (
  <TextField type="password" autoComplete="current-password" {...props} />
);

/**
 * A provider's secret (an API key, a client secret), never shown back: left empty, the saved one
 * stays, so it is required only while none is saved, and the hint says so once one is.
 */
export const SecretField = ({
  saved,
  keepHint,
  hint,
  ...props
}: Omit<TextFieldProps, 'hint' | 'required'> & {
  hint: string;
  saved: boolean;
  keepHint: string;
}) => (
  <PasswordField
    autoComplete="new-password"
    hint={saved ? `${hint} ${keepHint}` : hint}
    required={!saved}
    {...props}
  />
);

/** An address typed or pasted from elsewhere (a calendar feed, an account's domain). */
export const UrlField = (props: TextFieldProps) => (
  <TextField inputMode="url" autoComplete="off" {...props} />
);

/** Digits typed from elsewhere (a door code, a CPF): the number pad, and no autofill. */
export const DigitsField = (props: TextFieldProps) => (
  <TextField inputMode="numeric" autoComplete="off" {...props} />
);

/** A phone number, masked by rule N of spec §5. */
export const PhoneField = (props: TextFieldProps) => (
  <TextField type="tel" inputMode="tel" autoComplete="tel" mask={maskPhone} {...props} />
);

/** A date (YYYY-MM-DD, the browser's picker). */
/** A code of 6 digits sent by e-mail or WhatsApp; the phone's keyboard offers the one received. */
export const OneTimeCodeField = (props: TextFieldProps) => (
  <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...props} />
);

export const DateField = (props: TextFieldProps) => <TextField type="date" {...props} />;

/** A time of day in 5-minute steps (HH:MM). */
export const TimeField = (props: TextFieldProps) => <TextField type="time" step={300} {...props} />;

type TextAreaProps = FieldBasics &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'required'>;

/** Several lines of text (a message). */
export const TextAreaField = ({
  name,
  label,
  hint,
  required,
  rows = 6,
  ...area
}: TextAreaProps) => {
  const [field] = useField<string>(name);
  return (
    <FieldFrame {...{ name, label, hint, required }}>
      {(control) => <textarea rows={rows} {...area} {...control} {...field} />}
    </FieldFrame>
  );
};

export type Option = { value: string; label: string; lang?: string };

/**
 * One of a list. It counts as touched once changed, so its error shows at the first change,
 * not before: an empty "—" does not turn red while the user fills in another field.
 */
export const SelectField = ({
  options,
  autoComplete,
  ...basics
}: FieldBasics & { options: readonly Option[]; autoComplete?: string }) => {
  const [field, , helpers] = useField<string>(basics.name);
  return (
    <FieldFrame {...basics}>
      {(control) => (
        <select
          {...control}
          {...field}
          onChange={(event) => {
            field.onChange(event);
            void helpers.setTouched(true, false);
          }}
          autoComplete={autoComplete}
        >
          {options.map(({ value, label, lang }) => (
            <option key={value} value={value} lang={lang}>
              {label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
};
