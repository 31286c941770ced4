import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths of safe segments
 * (`reservations/<id>/doc_front-<uuid>`); callers encrypt before writing, so a store only ever
 * holds ciphertext. Adapters: local disk (the default) and any S3-compatible store.
 */
export type FileStore = {
  /** Stores the whole stream under the key, replacing any earlier file; atomic for readers. */
  write(key: string, body: Readable): Promise<{ bytes: number }>;
  /** Throws FileNotFound when nothing is stored under the key. */
  read(key: string): Promise<Readable>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(key: string): Promise<void>;
  /** Removes every file whose key starts with the prefix (crypto-shredding removes them all). */
  removePrefix(prefix: string): Promise<void>;
};

/** Injection token of the configured FileStore. */
export const FILE_STORE = Symbol('FILE_STORE');

export class FileNotFound extends Error {
  constructor(readonly key: string) {
    super(`No file is stored under ${key}`);
    this.name = 'FileNotFound';
  }
}

export class InvalidFileKey extends Error {
  constructor(readonly key: string) {
    super(`Invalid file key: ${JSON.stringify(key)}`);
    this.name = 'InvalidFileKey';
  }
}

// Segments start with a letter or digit, so no key is ".", ".." or a hidden temp file.
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]{0,127}';
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT}){0,15}$`);
const PREFIX = new RegExp(`^(${SEGMENT}/){0,16}([A-Za-z0-9][A-Za-z0-9._-]{0,127})?$`);

/** Refuses anything that could leave the store's root: "..", absolute paths, backslashes. */
export const assertValidKey = (key: string): void => {
  if (!KEY.test(key)) throw new InvalidFileKey(key);
};

/** A prefix is a key, a key's start, or folders ending in "/"; never empty (all files). */
export const assertValidPrefix = (prefix: string): void => {
  if (prefix.length === 0 || !PREFIX.test(prefix)) throw new InvalidFileKey(prefix);
};
