import { companionsOf, listsCompanions } from '@chegada/domain';
import {
  companionEntrySubjectsOf,
  isSealed,
  PersonalDataRemoved,
  PersonalDataVault,
  REMOVED,
  type Sealed,
} from '@chegada/personal-data';

type Entry = Record<string, unknown>;
type Parts = Partial<Record<Part, Sealed>>;
type Part = keyof ReturnType<typeof companionEntrySubjectsOf>;

/** What of a companion's entry reaches them (issue 32): nothing else of theirs is contact. */
export const COMPANION_CONTACT_FIELDS = ['phone', 'email', 'address'];

/** What an entry keeps outside its sealed parts: who it is, and that it was erased. */
const UNSEALED_FIELDS = ['key', 'dataErased'];

const isRecord = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCompanion = (entry: unknown): entry is Entry & { key: string } =>
  isRecord(entry) && typeof entry.key === 'string';

const picked = (entry: Entry, keep: (field: string) => boolean): Entry =>
  Object.fromEntries(Object.entries(entry).filter(([field]) => keep(field)));

/** An entry as stored: its sealed parts under `parts`, the unsealed fields beside them. */
const isStored = (entry: unknown): entry is Entry & { key: string; parts: Parts } =>
  isCompanion(entry) && isRecord(entry.parts) && Object.values(entry.parts).every(isSealed);

const withCompanions = (fields: Entry, companions: unknown[]): Entry => ({
  ...fields,
  additionalGuests: companions,
});

/**
 * A part sealed under its subject; nothing when the subject's key is shredded (the companion
 * asked for deletion): what they asked to have erased is never written again.
 */
const sealedPart = async (vault: PersonalDataVault, subject: string, part: Entry) => {
  if (Object.keys(part).length === 0) return undefined;
  try {
    return await vault.seal(subject, part);
  } catch (error) {
    if (error instanceof PersonalDataRemoved) return undefined;
    throw error;
  }
};

const sealedEntry = async (vault: PersonalDataVault, reservationId: string, entry: unknown) => {
  if (!isCompanion(entry)) return entry;
  const subjects = companionEntrySubjectsOf(reservationId, entry.key);
  const unsealed = (field: string) => UNSEALED_FIELDS.includes(field);
  const contact = (field: string) => COMPANION_CONTACT_FIELDS.includes(field);
  const parts: Parts = {};
  const sealedContact = await sealedPart(vault, subjects.contact, picked(entry, contact));
  if (sealedContact) parts.contact = sealedContact;
  const rest = picked(entry, (field) => !unsealed(field) && !contact(field));
  const sealedRest = await sealedPart(vault, subjects.rest, rest);
  if (sealedRest) parts.rest = sealedRest;
  return { ...picked(entry, unsealed), parts };
};

/**
 * The form's fields with each adult companion's entry sealed under keys of their own (then the
 * whole under the reservation's, by the codec): their deletion shreds their keys, and their part
 * of every event in the log is gone while the holder's still reads (issue 32).
 */
export const sealCompanionEntries = async (
  vault: PersonalDataVault,
  reservationId: string,
  fields: unknown,
): Promise<unknown> => {
  if (!listsCompanions(fields)) return fields;
  const sealed = await Promise.all(
    companionsOf(fields).map((entry) => sealedEntry(vault, reservationId, entry)),
  );
  return withCompanions(fields, sealed);
};

/** The subjects whose keys opening these fields' companion entries needs. */
export const companionSubjectsIn = (reservationId: string, fields: unknown): string[] =>
  companionsOf(fields)
    .filter(isStored)
    .flatMap((entry) => Object.values(companionEntrySubjectsOf(reservationId, entry.key)));

/**
 * The fields with each companion's entry opened with keys already fetched: a shredded part is
 * left out, so an erased companion's entry reads as its key alone. Entries written before
 * companions had keys of their own are plain, and read as they are.
 */
export const openCompanionEntries = (
  vault: PersonalDataVault,
  keys: ReadonlyMap<string, Buffer | null>,
  reservationId: string,
  fields: unknown,
): unknown => {
  if (!listsCompanions(fields)) return fields;
  const opened = companionsOf(fields).map((entry) => {
    if (!isStored(entry)) return entry;
    const { parts, key, ...unsealed } = entry;
    const subjects = companionEntrySubjectsOf(reservationId, key);
    const open = (part: Part) => {
      const value = parts[part] && vault.openWith<Entry>(keys, subjects[part], parts[part]);
      return value && value !== REMOVED ? value : {};
    };
    return { key, ...open('rest'), ...open('contact'), ...unsealed };
  });
  return withCompanions(fields, opened);
};
