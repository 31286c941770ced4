import {
  isSchema,
  type AnyObject,
  type ArraySchema,
  type ISchema,
  type ObjectSchema,
  type Schema,
} from 'yup';
import { isMessageKey } from '@chegada/contracts';
import { AppError, type FieldIssue } from '../errors';

type Pending = { schema: unknown; value: unknown; parent: unknown; path: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array schema's `max` test (boundedArray in libs/contracts): its bound and its message. */
const boundOf = (schema: Schema): FieldIssue | undefined => {
  const options = schema.tests.map((test) => test.OPTIONS).find((test) => test?.name === 'max');
  const max = options?.params?.max;
  if (typeof max !== 'number') return undefined;
  const message = options?.message;
  const key =
    typeof message === 'string' && isMessageKey(message) ? message : 'validation.maxItems';
  return { field: '', key, values: { max } };
};

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Every array of `value` longer than its schema allows, as field issues named the way Yup names
 * paths, found before any item is validated. Yup validates every item before it compares the
 * length: 100,000 items held the event loop for seconds, or overflowed its stack (a 500). The
 * walk follows the schema (conditions and lazy schemas resolved against the value, as Yup
 * resolves them) and enters an array's items only once its length is known to be within the
 * bound, so it costs at most the items the schemas allow, whatever was sent. Iterative: no
 * recursion on what a client sends.
 */
export const overLongArrays = (schema: ISchema<unknown>, value: unknown): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  const pending: Pending[] = [{ schema, value, parent: undefined, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    // A reference (ref('field')) validates nothing of its own.
    if (!isSchema(next.schema)) continue;
    const { value: item, parent, path } = next;
    const resolved = next.schema.resolve({ value: item, parent }) as Schema;
    if (resolved.type === 'array' && Array.isArray(item)) {
      const bound = boundOf(resolved);
      if (bound && item.length > Number(bound.values?.max)) {
        issues.push({ ...bound, field: path });
        continue;
      }
      const { innerType } = resolved as ArraySchema<unknown[], AnyObject>;
      for (let index = item.length - 1; index >= 0; index--)
        pending.push({
          schema: innerType,
          value: item[index],
          parent: item,
          path: pathOf(path, index),
        });
    } else if (resolved.type === 'object' && isRecord(item)) {
      const fields = Object.entries((resolved as ObjectSchema<AnyObject>).fields).reverse();
      for (const [key, field] of fields)
        if (Object.hasOwn(item, key))
          pending.push({ schema: field, value: item[key], parent: item, path: pathOf(path, key) });
    }
  }
  return issues;
};

/** Throws 400 VALIDATION_FAILED naming each array of `value` longer than `schema` allows. */
export const refuseOverLongArrays = (schema: ISchema<unknown>, value: unknown): void => {
  const issues = overLongArrays(schema, value);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues);
};
