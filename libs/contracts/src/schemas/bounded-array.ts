import { array, string, type ISchema } from 'yup';
import { locales } from '../locales';
import type { MessageKey } from '../messages';

/**
 * A list of at most `max` items; `message` names the bound as `{max}`. Every array of a request
 * is one of these. Yup validates each item before it compares the length, so 100,000 items
 * held the server for seconds: the API reads this max (its `max` test) and refuses a longer
 * array before any item is validated (apps/api common/validation/array-bounds.ts), and the
 * OpenAPI document shows it as `maxItems`.
 */
export const boundedArray = <Item>(
  item: ISchema<Item>,
  max: number,
  message: MessageKey = 'validation.maxItems',
) => array(item).max(max, message);

/** Each value at most once (OpenAPI's `uniqueItems`, by the test's name). */
export const distinct = <Value>(values: readonly Value[] | null | undefined): boolean =>
  !values || new Set(values).size === values.length;

/**
 * Languages offered (a property's, an account's guest form): the product's three (spec §1),
 * each at most once.
 */
export const languageList = (invalidLanguage: MessageKey) =>
  boundedArray(
    string().required('validation.required').oneOf(locales, invalidLanguage),
    locales.length,
  ).test('unique', 'validation.repeatedValue', distinct);
