import { holdsMasks } from '../privacy/masks';
import type { WizardValues } from './step-values';

/**
 * What this device keeps of the form (the `drafts` store): the values as the guest left them,
 * and the server's values they were typed over. A field that differs from its `base` is one
 * the guest changed on this device; any other follows the server.
 */
export type KeptDraft = { values: WizardValues; base: WizardValues };

type Leaves = Map<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field by field ('holder.address.cep'); a list (vehicles, guests) is one field. */
const leavesOf = (value: unknown, prefix = '', into: Leaves = new Map()): Leaves => {
  if (!isRecord(value)) return into.set(prefix, value);
  for (const [key, inner] of Object.entries(value))
    leavesOf(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
};

const withLeaf = (values: unknown, path: string[], leaf: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  const record = isRecord(values) ? values : {};
  return { ...record, [head]: withLeaf(record[head], rest, leaf) };
};

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

// A saved document number comes back blank (masked), a guest's key only from the server.
const UNSEEN = new Set(['cpf', 'passport', 'birthCertificate', 'key']);

// The server keeps its own writing of what was typed (CPF digits, a plate in capitals, a phone
// without spaces): the same value for the guest.
const written = (value: unknown): string =>
  JSON.stringify(value, (key, inner: unknown) => {
    if (UNSEEN.has(key)) return undefined;
    return typeof inner === 'string' ? inner.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '') : inner;
  });

/** What the server cannot show this device: a masked value, a saved document's blank. */
const hidden = (path: string, theirs: unknown) =>
  holdsMasks(theirs) || (theirs === '' && UNSEEN.has(path.split('.').pop() ?? ''));

export const isKeptDraft = (value: unknown): value is KeptDraft =>
  isRecord(value) && isRecord(value.values) && isRecord(value.base);

export type Merged = {
  values: WizardValues;
  /** The fields both this device and another changed: this device's values stay there. */
  conflicts: string[];
  /** The fields that took the server's value, with it ('holder.address.cep'). */
  taken: Map<string, unknown>;
};

/**
 * The form after the server's values came (a reload, another device's save): fields the guest
 * did not change here take the server's; where both changed, the guest's stay, named in
 * `conflicts`; where the server holds what the guest typed (in its own writing), the server's.
 */
export const mergeServer = (
  mine: WizardValues,
  base: WizardValues | undefined,
  server: WizardValues,
): Merged => {
  const was = leavesOf(base);
  const own = leavesOf(mine);
  let values: unknown = mine;
  const conflicts: string[] = [];
  const taken = new Map<string, unknown>();
  for (const [path, theirs] of leavesOf(server)) {
    if (hidden(path, theirs)) continue;
    const value = own.get(path);
    const before = base ? was.get(path) : theirs;
    const touched = !same(value, before);
    if (!touched || written(theirs) === written(value)) {
      if (same(value, theirs)) continue;
      values = withLeaf(values, path.split('.'), theirs);
      taken.set(path, theirs);
    } else if (!same(theirs, before)) conflicts.push(path);
  }
  return { values: values as WizardValues, conflicts, taken };
};
