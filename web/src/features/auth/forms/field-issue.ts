import type { ValidationError } from 'yup';

/**
 * What a field shows: a catalogue key with its values (the shared Yup schemas answer keys,
 * e.g. 'validation.minLength' with { min: 6 }), or a text the server already translated.
 * The form state keeps errors as strings, so an issue travels encoded.
 */
export type FieldIssue =
  { key: string; values?: Record<string, string | number> } | { text: string };

export const encodeIssue = (issue: FieldIssue): string => JSON.stringify(issue);

export const decodeIssue = (encoded: string): FieldIssue => {
  try {
    const issue = JSON.parse(encoded) as unknown;
    if (typeof issue === 'object' && issue !== null && ('key' in issue || 'text' in issue)) {
      return issue as FieldIssue;
    }
  } catch {
    // Not one of ours: shown as it came.
  }
  return { text: encoded };
};

// Yup adds these to every error's params; only the rule's own values (min, max…) matter.
const CONTEXT_PARAMS = new Set(['path', 'value', 'originalValue', 'label', 'spec', 'type']);

const valuesOf = (error: ValidationError): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(error.params ?? {}).filter(
      (entry): entry is [string, string | number] =>
        !CONTEXT_PARAMS.has(entry[0]) &&
        (typeof entry[1] === 'string' || typeof entry[1] === 'number'),
    ),
  );

/** The first failing rule of each field, as form errors. */
export const issuesByField = (error: ValidationError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const leaf of error.inner.length > 0 ? error.inner : [error]) {
    const field = leaf.path ?? '';
    errors[field] ??= encodeIssue({ key: String(leaf.message), values: valuesOf(leaf) });
  }
  return errors;
};
