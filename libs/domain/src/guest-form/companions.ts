type Entry = Record<string, unknown>;

const isRecord = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the form's fields carry the list of additional guests (a save may leave it out). */
export const listsCompanions = (
  fields: unknown,
): fields is Entry & { additionalGuests: unknown[] } =>
  isRecord(fields) && Array.isArray(fields.additionalGuests);

/**
 * The form's additional guests (its `additionalGuests`), each companion's entry as the form
 * holds it; none when it lists none.
 */
export const companionsOf = (fields: unknown): Entry[] =>
  listsCompanions(fields) ? (fields.additionalGuests as Entry[]) : [];
