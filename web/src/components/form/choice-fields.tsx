import { useField } from 'formik';
import { useControlProps, useFieldError, type FieldBasics } from './FieldFrame';
import type { Option } from './text-fields';

const ErrorLine = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;

/** An on/off choice with its label beside it. */
export const CheckboxField = (basics: FieldBasics) => {
  const [field] = useField({ name: basics.name, type: 'checkbox' });
  const error = useFieldError(basics.name, true);
  const { hintId, errorId, ...control } = useControlProps(basics, error);
  return (
    <div>
      <div className="field-check">
        <input type="checkbox" {...control} {...field} />
        <label htmlFor={control.id} className={control.required ? 'field-required' : undefined}>
          {basics.label}
        </label>
      </div>
      {basics.hint ? (
        <p id={hintId} className="field-hint">
          {basics.hint}
        </p>
      ) : null}
      <ErrorLine id={errorId} error={error} />
    </div>
  );
};

type ChoiceProps = FieldBasics & { options: readonly Option[] };

type GroupProps = ChoiceProps & {
  type: 'checkbox' | 'radio';
  selected: (value: string) => boolean;
  pick: (value: string, checked: boolean) => void;
};

/** A fieldset of options named by its legend, described by its hint and error. */
const ChoiceGroup = ({ options, type, selected, pick, ...basics }: GroupProps) => {
  const error = useFieldError(basics.name, true);
  const ids = useControlProps(basics, error);
  const [, , helpers] = useField(basics.name);
  return (
    // A choice counts as touched once changed, so its error shows at the first click.
    <fieldset
      className="field-group"
      onChange={() => void helpers.setTouched(true, false)}
      aria-invalid={ids['aria-invalid']}
      aria-describedby={ids['aria-describedby']}
    >
      <legend className={ids.required ? 'field-required' : undefined}>{basics.label}</legend>
      {basics.hint ? (
        <p id={ids.hintId} className="field-hint">
          {basics.hint}
        </p>
      ) : null}
      {options.map(({ value, label, lang }) => (
        <label className="field-check" key={value} lang={lang}>
          <input
            type={type}
            name={basics.name}
            value={value}
            checked={selected(value)}
            onChange={(event) => pick(value, event.target.checked)}
          />
          {label}
        </label>
      ))}
      <ErrorLine id={ids.errorId} error={error} />
    </fieldset>
  );
};

/** Several of a list, kept in the list's order. */
export const CheckboxGroupField = (props: ChoiceProps) => {
  const [field, , helpers] = useField<string[]>(props.name);
  const chosen = field.value;
  return (
    <ChoiceGroup
      {...props}
      type="checkbox"
      selected={(value) => chosen.includes(value)}
      pick={(value, checked) =>
        void helpers.setValue(
          props.options
            .map((option) => option.value)
            .filter((option) => (option === value ? checked : chosen.includes(option))),
        )
      }
    />
  );
};

/** One of a few options, all in view. */
export const RadioGroupField = (props: ChoiceProps) => {
  const [field, , helpers] = useField<string>(props.name);
  return (
    <ChoiceGroup
      {...props}
      type="radio"
      selected={(value) => field.value === value}
      pick={(value) => void helpers.setValue(value)}
    />
  );
};
