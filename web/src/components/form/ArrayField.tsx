import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
  /** At most this many items: there the add button gives way to `limitNote`. */
  maxItems?: number;
  limitNote?: ReactNode;
  /** The fields of one item, named `${name}.${index}.<field>`. */
  children: (index: number) => ReactNode;
};

/** Moves the focus to the first field of the item just added, once it is on the page. */
const useFocusAdded = (count: number) => {
  const list = useRef<HTMLFieldSetElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (added === null) return;
    const item = list.current?.querySelectorAll(':scope > .field-array-item')[added];
    const field = item?.querySelector<HTMLElement>('input, select, textarea');
    if (!field) return;
    field.focus();
    setAdded(null);
  }, [added, count]);
  return { list, focusItem: setAdded };
};

/**
 * A list of nested fields (Formik's FieldArray): each item in its own fieldset with a remove
 * button, an error about the list as a whole (none, too many), and an add button, which
 * takes the focus to the new item's first field (keyboard users go on from there).
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
  maxItems = Infinity,
  limitNote,
  children,
}: Props<Item>) => {
  const { values, errors } = useFormikContext();
  const items = (getIn(values, name) ?? []) as Item[];
  const listError: unknown = getIn(errors, name);
  const { list, focusItem } = useFocusAdded(items.length);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset className="field-array" ref={list} aria-labelledby={labelledBy}>
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
          {items.length >= maxItems ? (
            limitNote ? (
              <p className="field-hint">{limitNote}</p>
            ) : null
          ) : (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                helpers.push(newItem(items));
                focusItem(items.length);
              }}
            >
              {addLabel}
            </button>
          )}
        </fieldset>
      )}
    </FieldArray>
  );
};
