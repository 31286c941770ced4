import { getIn, useFormikContext } from 'formik';
import { createContext, useContext, useId, type ReactNode } from 'react';

/** The error a group of fields shows, and its line's id, for its controls' ARIA links. */
type GroupError = { id: string; error: string | undefined };

const GroupErrorContext = createContext<GroupError | null>(null);

/** Inside a FieldGroup: the group's error, which makes each of its controls invalid too. */
export const useGroupError = () => useContext(GroupErrorContext);

type Props = {
  /** The group's own path, where the schema puts the error of the fields together. */
  name: string;
  /** The paths of its fields: the error shows once one of them was left, or on submit. */
  fields: readonly string[];
  legend: ReactNode;
  children: ReactNode;
};

/**
 * Fields checked together (adults and children within the guests a property takes): a fieldset
 * named by its legend with one error line for the pair, said once, announced as it comes, and
 * pointed at by each of its controls (aria-describedby, aria-invalid).
 */
export const FieldGroup = ({ name, fields, legend, children }: Props) => {
  const { errors, touched } = useFormikContext();
  const id = `${useId()}-error`;
  const message: unknown = getIn(errors, name);
  const left = fields.some((field) => getIn(touched, field) === true);
  const error = left && typeof message === 'string' ? message : undefined;
  return (
    <fieldset className="field-group">
      <legend>{legend}</legend>
      <GroupErrorContext.Provider value={{ id, error }}>{children}</GroupErrorContext.Provider>
      <p id={id} className="field-error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
};
