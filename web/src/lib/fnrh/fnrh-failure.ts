import type { FnrhFailure } from '@chegada/contracts';

type Format = (descriptor: { id: string }, values?: Record<string, string | number>) => string;

// Our own paths of a guest's field ('main.transport', 'additionalGuests[0].birthDate'), which a
// missing-data or unknown-code failure names; FNRH's own field names are shown as FNRH gave them.
const OUR_PATH = /^(?:main|additionalGuests\[(\d+)\])\.(\w+)$/;
const FIELDS = new Set([
  'name',
  'birthDate',
  'cpf',
  'passport',
  'birthCertificate',
  'gender',
  'document',
  'visitPurpose',
  'transport',
]);

/** "Guest 2: date of birth", as the guest form numbers its guests; else the path as given. */
const fieldName = (format: Format, path: string): string => {
  const [, index, field = ''] = OUR_PATH.exec(path) ?? [];
  if (!FIELDS.has(field)) return path;
  const who =
    index === undefined
      ? format({ id: 'fnrh.field.main' })
      : format({ id: 'fnrh.field.guest' }, { number: Number(index) + 2 });
  return `${who}: ${format({ id: `fnrh.field.${field}` })}`;
};

/**
 * What FNRH did not take, in the reader's language: the reason by its code, then the fields
 * FNRH (or the form) named, each with FNRH's own words when it gave some. Shared by the
 * settings' connection test and the review page (issue 32).
 */
export const describeFnrhFailure = (format: Format, failure: FnrhFailure): string => {
  const reason = format({ id: `fnrh.failure.${failure.code}` });
  if (failure.fields.length === 0) return reason;
  const fields = failure.fields
    .map(({ field, message }) => {
      const name = fieldName(format, field);
      return message ? `${name} (${message})` : name;
    })
    .join('; ');
  return `${reason} ${format({ id: 'fnrh.failure.fields' }, { fields })}`;
};
