import { FieldArray, getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

type Props<Item> = {
  /** The path of the array in the values ('tiers', 'guests'). */
  name: string;
  /** The list's name; none where `labelledBy` names a heading already shown above it. */
  legend?: ReactNode;
  /** The id of the heading that names the list (a step's title), instead of a legend. */
  labelledBy?: string;
  /** Each item's legend, from its position (0-based). */
  itemLegend: (index: number) => string;
  /** The item the add button appends, given the current ones. */
  newItem: (items: readonly Item[]) => Item;
  addLabel: string;
  removeLabel: (index: number) => string;
  /** Items that cannot be removed below this count. */
  minItems?: number;
  /** The fields of one item, named `${name}.${index}.<field>`. */
  children: (index: number) => ReactNode;
};

/**
 * A list of nested fields (Formik's FieldArray): each item in its own fieldset with a remove
 * button, an error about the list as a whole (none, too many), and an add button.
 */
export const ArrayField = <Item,>({
  name,
  legend,
  labelledBy,
  itemLegend,
  newItem,
  addLabel,
  removeLabel,
  minItems = 0,
  children,
}: Props<Item>) => {
  const { values, errors } = useFormikContext();
  const items = (getIn(values, name) ?? []) as Item[];
  const listError: unknown = getIn(errors, name);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset className="field-array" aria-labelledby={labelledBy}>
          {labelledBy ? null : <legend>{legend}</legend>}
          {items.map((_, index) => (
            <fieldset key={index} className="field-array-item">
              <legend>{itemLegend(index)}</legend>
              {children(index)}
              <button
                type="button"
                className="secondary"
                onClick={() => helpers.remove(index)}
                disabled={items.length <= minItems}
              >
                {removeLabel(index)}
              </button>
            </fieldset>
          ))}
          {typeof listError === 'string' && (
            <p className="form-problem" role="alert">
              {listError}
            </p>
          )}
          <button type="button" className="secondary" onClick={() => helpers.push(newItem(items))}>
            {addLabel}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
};
