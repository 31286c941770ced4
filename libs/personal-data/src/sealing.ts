import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data as it is stored in events: AES-256-GCM under the subject's data key, bound to
 * the subject id (additional data), so a value copied into another reservation's stream does
 * not open there.
 */
export type Sealed = { $sealed: string };

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Sealed>).$sealed === 'string';

const encrypt = (key: Buffer, plaintext: Buffer, subjectId: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subjectId));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
};

/** Throws when the key is wrong or a byte was changed: GCM authenticates everything. */
const decrypt = (key: Buffer, envelope: string, subjectId: string): Buffer => {
  const [version, payload] = envelope.split('.', 2);
  if (version !== VERSION || payload === undefined) throw new Error('Unknown sealed format');
  const bytes = Buffer.from(payload, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subjectId));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ]);
};

export const sealValue = (key: Buffer, subjectId: string, value: unknown): Sealed => ({
  $sealed: encrypt(key, Buffer.from(JSON.stringify(value)), subjectId),
});

export const openValue = (key: Buffer, subjectId: string, sealed: Sealed): unknown =>
  JSON.parse(decrypt(key, sealed.$sealed, subjectId).toString('utf8'));

/** Data keys rest wrapped by the master key (envelope encryption); only the master is config. */
export const wrapDataKey = (masterKey: Buffer, subjectId: string, dataKey: Buffer): Buffer =>
  Buffer.from(encrypt(masterKey, dataKey, subjectId));

export const unwrapDataKey = (masterKey: Buffer, subjectId: string, wrapped: Buffer): Buffer =>
  decrypt(masterKey, wrapped.toString(), subjectId);

export const newDataKey = (): Buffer => randomBytes(DATA_KEY_BYTES);
