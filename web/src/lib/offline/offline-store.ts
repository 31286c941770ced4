import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { forgetJournal, journalDraft, readJournal, settleJournal } from './draft-journal';

/**
 * What a guest typed that the server has not confirmed yet, kept in IndexedDB so that a closed
 * tab, a dropped connection or a reload on a bus loses nothing (issue 17). Four stores, each
 * keyed by the page's own key (the guest link):
 * - `pending`: changes to send, merged save after save, removed once the server has them;
 * - `drafts`: the whole form as the guest left it, to restore on this device;
 * - `files`: files (already re-encoded) that could not be uploaded yet;
 * - `uploads` (version 2): the server's id of a kept file's resumable upload, so that a reload
 *   carries on from the bytes the server holds.
 * - `pages` (version 3): the server's last answer for the page, as it was shown here (masks
 *   kept), for the link to open without a connection; forgotten with the draft once the form is sent.
 */
type Pending = { key: string; fields: Record<string, unknown>; updatedAt: number };
type Draft = { key: string; values: unknown; updatedAt: number };
type StoredFile = { key: string; blob: Blob; name: string; updatedAt: number };
type KeptUpload = { key: string; uploadId: string };
type KeptPage = { key: string; page: unknown; keptAt: number };

type OfflineSchema = DBSchema & {
  pending: { key: string; value: Pending };
  drafts: { key: string; value: Draft };
  files: { key: string; value: StoredFile };
  uploads: { key: string; value: KeptUpload };
  pages: { key: string; value: KeptPage };
};

const DATABASE = 'chegada-offline';
let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

const database = () =>
  (opening ??= openDB<OfflineSchema>(DATABASE, 3, {
    // Each version adds its stores; a browser's earlier stores and what they hold stay.
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('pending', { keyPath: 'key' });
        db.createObjectStore('drafts', { keyPath: 'key' });
        db.createObjectStore('files', { keyPath: 'key' });
      }
      if (oldVersion < 2) db.createObjectStore('uploads', { keyPath: 'key' });
      if (oldVersion < 3) db.createObjectStore('pages', { keyPath: 'key' });
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  }));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Later changes win field by field; nested objects (an address) merge part by part. */
export const mergeChanges = (
  earlier: Record<string, unknown>,
  later: Record<string, unknown>,
): Record<string, unknown> => {
  const merged = { ...earlier, ...later };
  for (const [field, value] of Object.entries(later)) {
    const before = earlier[field];
    if (isRecord(before) && isRecord(value)) merged[field] = { ...before, ...value };
  }
  return merged;
};

/** Adds changes to those waiting to be sent for `key`; answers the whole set. */
export const addPending = async (key: string, fields: Record<string, unknown>) => {
  const db = await database();
  const transaction = db.transaction('pending', 'readwrite');
  const earlier = (await transaction.store.get(key))?.fields ?? {};
  const entry: Pending = { key, fields: mergeChanges(earlier, fields), updatedAt: Date.now() };
  await transaction.store.put(entry);
  await transaction.done;
  return entry;
};

export const readPending = async (key: string): Promise<Pending | undefined> =>
  (await database()).get('pending', key);

/** Forgets what was sent, unless more changes arrived since (`updatedAt` moved on). */
export const settlePending = async (key: string, sentAt: number): Promise<void> => {
  const db = await database();
  const transaction = db.transaction('pending', 'readwrite');
  const current = await transaction.store.get(key);
  if (current && current.updatedAt === sentAt) await transaction.store.delete(key);
  await transaction.done;
};

/**
 * Keeps the draft: synchronously in the journal first (a reload a moment after typing, before
 * IndexedDB commits, still finds it), then in IndexedDB, which settles the journal.
 */
export const saveDraft = async (key: string, values: unknown): Promise<void> => {
  const updatedAt = Date.now();
  const stamp = journalDraft(key, values, updatedAt);
  await (await database()).put('drafts', { key, values, updatedAt });
  settleJournal(key, stamp);
};

/** The newer of IndexedDB's draft and a journal entry it had not confirmed when the page went. */
export const readDraft = async (key: string): Promise<Draft | undefined> => {
  const stored = await (await database()).get('drafts', key);
  const journal = readJournal(key);
  if (!journal || (stored && stored.updatedAt > journal.updatedAt)) return stored;
  return { key, ...journal };
};

export const forgetDraft = async (key: string): Promise<void> => {
  forgetJournal(key);
  await (await database()).delete('drafts', key);
};

export const keepPage = async (key: string, page: unknown): Promise<void> => {
  await (await database()).put('pages', { key, page, keptAt: Date.now() });
};

export const readPage = async (key: string): Promise<KeptPage | undefined> =>
  (await database()).get('pages', key);

/** Forgets what this device kept of a link's form: its draft and its page. */
export const forgetForm = async (key: string): Promise<void> => {
  forgetJournal(key);
  const db = await database();
  const transaction = db.transaction(['drafts', 'pages'], 'readwrite');
  await Promise.all([
    transaction.objectStore('drafts').delete(key),
    transaction.objectStore('pages').delete(key),
    transaction.done,
  ]);
};

/** Keeps a file to send; an upload started for the file it replaces is forgotten. */
export const keepFile = async (key: string, blob: Blob, name: string): Promise<void> => {
  const transaction = (await database()).transaction(['files', 'uploads'], 'readwrite');
  await transaction.objectStore('files').put({ key, blob, name, updatedAt: Date.now() });
  await transaction.objectStore('uploads').delete(key);
  await transaction.done;
};

export const readFile = async (key: string): Promise<StoredFile | undefined> =>
  (await database()).get('files', key);

export const forgetFile = async (key: string): Promise<void> => {
  const transaction = (await database()).transaction(['files', 'uploads'], 'readwrite');
  await transaction.objectStore('files').delete(key);
  await transaction.objectStore('uploads').delete(key);
  await transaction.done;
};

/** The resumable upload of the file kept under `key`, as the server named it. */
export const readUploadId = async (key: string): Promise<string | undefined> =>
  (await (await database()).get('uploads', key))?.uploadId;

export const keepUploadId = async (key: string, uploadId: string): Promise<void> => {
  await (await database()).put('uploads', { key, uploadId });
};

export const forgetUploadId = async (key: string): Promise<void> => {
  await (await database()).delete('uploads', key);
};

/** Every kept file whose key starts with `prefix` (one link's files). */
export const filesUnder = async (prefix: string): Promise<StoredFile[]> =>
  (await database()).getAll('files', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
