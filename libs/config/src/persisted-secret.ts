import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const readSecretFile = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The secret kept in `file`, made by `generate` the first time: how a development machine
 * keeps its keys across restarts without any being configured. Production configures them.
 */
export const persistedSecret = (file: string, generate: () => string): string => {
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  // Written aside then linked: of two processes starting together, one secret wins whole.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, generate(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const written = readSecretFile(file);
  if (!written) throw new Error(`Could not read ${file}`);
  return written;
};
