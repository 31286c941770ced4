import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DATA_KEY_BYTES } from './sealing';

/** Where a development machine keeps its generated master key, so data survives restarts. */
export const DEVELOPMENT_KEY_FILE = 'var/dev-data-encryption.key';

export const parseMasterKey = (base64: string): Buffer => {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== DATA_KEY_BYTES) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return key;
};

const readKeyFile = (file: string): Buffer | null => {
  try {
    return parseMasterKey(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The configured master key; outside production, without one, a key generated once into
 * DEVELOPMENT_KEY_FILE (production refuses to start without DATA_ENCRYPTION_KEY).
 */
export const resolveMasterKey = (
  configured: string | undefined,
  file = DEVELOPMENT_KEY_FILE,
): Buffer => {
  if (configured) return parseMasterKey(configured);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  // Written aside then linked: of two processes starting together, one key wins whole.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, crypto.getRandomValues(Buffer.alloc(DATA_KEY_BYTES)).toString('base64'), {
    mode: 0o600,
  });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const written = readKeyFile(file);
  if (!written) throw new Error(`Could not read ${file}`);
  return written;
};
