import { hkdfSync } from 'node:crypto';
import { persistedSecret } from '@chegada/config';
import { DATA_KEY_BYTES, openValue, sealValue } from './sealing';

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

/**
 * A 32-byte key for one purpose ('ttlock-secrets', 'stays-secrets'…), derived from the master
 * key (DATA_ENCRYPTION_KEY): every process derives the same one, and no two purposes share one.
 */
export const purposeKey = (configured: string | undefined, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', resolveMasterKey(configured), 'chegada', purpose, 32));

/**
 * A provider's short secrets (tokens, client secrets, passcodes) sealed at rest under a purpose
 * key and bound to their owner's id, so a value copied to another row does not open.
 */
export class SecretSealer {
  constructor(private readonly key: Buffer) {}

  seal(ownerId: string, value: string): string {
    return sealValue(this.key, ownerId, value).$sealed;
  }

  open(ownerId: string, sealed: string): string {
    return String(openValue(this.key, ownerId, { $sealed: sealed }));
  }
}
