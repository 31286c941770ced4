/**
 * The draft as it was at the moment it was saved, written synchronously to localStorage beside
 * the IndexedDB copy (issue 17). A reload or a closed tab right after typing does not wait for
 * IndexedDB's transaction to commit; the journal is already on disk, and the next load takes
 * whichever of the two is newer. Each entry is removed as soon as IndexedDB holds it, so what
 * stays here is at most the last unconfirmed draft of a link.
 */
type Entry = { values: unknown; updatedAt: number; stamp: number };

const PREFIX = 'chegada-draft:';
let sequence = 0;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (a private window's policy): IndexedDB alone
  }
};

/** Writes the draft now; answers its stamp, to settle it once IndexedDB has it. */
export const journalDraft = (key: string, values: unknown, updatedAt: number): number => {
  const stamp = ++sequence;
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ values, updatedAt, stamp }));
  } catch {
    // quota or serialisation: IndexedDB's copy is still on its way
  }
  return stamp;
};

export const readJournal = (key: string): Omit<Entry, 'stamp'> | undefined => {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return undefined;
  try {
    const { values, updatedAt } = JSON.parse(raw) as Entry;
    return typeof updatedAt === 'number' ? { values, updatedAt } : undefined;
  } catch {
    return undefined;
  }
};

/** IndexedDB holds the draft stamped `stamp`: its journal entry goes, unless a later one came. */
export const settleJournal = (key: string, stamp: number): void => {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return;
  try {
    if ((JSON.parse(raw) as Entry).stamp !== stamp) return;
  } catch {
    // unreadable: removed below
  }
  storage()?.removeItem(PREFIX + key);
};

export const forgetJournal = (key: string): void => storage()?.removeItem(PREFIX + key);
