import { persistedSecret } from '@chegada/config';
import { DATA_KEY_BYTES } from './sealing';

/** Where a development machine keeps its generated master key, so data survives restarts. */
export const DEVELOPMENT_KEY_FILE = 'var/dev-data-encryption.key';

export const parseMasterKey = (base64: string): Buffer => {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== DATA_KEY_BYTES) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return key;
};

/**
 * The configured master key; outside production, without one, a key generated once into
 * DEVELOPMENT_KEY_FILE (production refuses to start without DATA_ENCRYPTION_KEY).
 */
export const resolveMasterKey = (
  configured: string | undefined,
  file = DEVELOPMENT_KEY_FILE,
): Buffer =>
  parseMasterKey(
    configured ??
      persistedSecret(file, () =>
        crypto.getRandomValues(Buffer.alloc(DATA_KEY_BYTES)).toString('base64'),
      ),
  );
