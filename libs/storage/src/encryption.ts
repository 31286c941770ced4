import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Streaming AES-256-GCM for files at rest, under a caller-provided 32-byte data key (the
 * reservation's key: deleting it makes every file of the reservation unreadable).
 *
 * Format: 1 version byte, 12-byte random IV, ciphertext, 16-byte authentication tag. The
 * version byte is also the additional authenticated data, so it cannot be swapped.
 *
 * GCM only checks the tag at the very end: the decrypt stream emits plaintext as it goes, and
 * a wrong key, a flipped byte or a truncated file shows up as an error on the stream after
 * that plaintext. A consumer must treat that error as failure of the whole read (discard what
 * it received, or have already streamed it to a client that sees the connection abort) and
 * never act on a partial read. `stream.pipeline` does this: it rejects.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES;
const ALGORITHM = 'aes-256-gcm';

export class DecryptionFailed extends Error {
  constructor(reason: string) {
    super(`File could not be decrypted: ${reason}`);
    this.name = 'DecryptionFailed';
  }
}

const checkKey = (dataKey: Buffer): void => {
  if (dataKey.length !== 32) throw new RangeError('The data key must have 32 bytes');
};

export const encryptStream = (dataKey: Buffer): Transform => {
  checkKey(dataKey);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([Buffer.from([VERSION]), iv]);
  const cipher = createCipheriv(ALGORITHM, dataKey, iv);
  cipher.setAAD(header.subarray(0, 1));
  let headerSent = false;
  const withHeader = (data: Buffer): Buffer => {
    if (headerSent) return data;
    headerSent = true;
    return Buffer.concat([header, data]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      callback(null, withHeader(cipher.update(chunk)));
    },
    flush(callback: TransformCallback) {
      const last = cipher.final();
      callback(null, Buffer.concat([withHeader(last), cipher.getAuthTag()]));
    },
  });
};

/** The same format as encryptStream, for a piece small enough to hold (a resumable upload's chunk). */
export const encryptBuffer = (dataKey: Buffer, plain: Buffer): Buffer => {
  checkKey(dataKey);
  const header = Buffer.concat([Buffer.from([VERSION]), randomBytes(IV_BYTES)]);
  const cipher = createCipheriv(ALGORITHM, dataKey, header.subarray(1));
  cipher.setAAD(header.subarray(0, 1));
  return Buffer.concat([header, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
};

/** Opens what encryptBuffer (or encryptStream) sealed; throws DecryptionFailed. */
export const decryptBuffer = (dataKey: Buffer, sealed: Buffer): Buffer => {
  checkKey(dataKey);
  if (sealed.length < HEADER_BYTES + TAG_BYTES) throw new DecryptionFailed('the file is truncated');
  if (sealed[0] !== VERSION) throw new DecryptionFailed(`unknown format version ${sealed[0]}`);
  const decipher = createDecipheriv(ALGORITHM, dataKey, sealed.subarray(1, HEADER_BYTES));
  decipher.setAAD(sealed.subarray(0, 1));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    const body = sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new DecryptionFailed('wrong key or altered content');
  }
};

export const decryptStream = (dataKey: Buffer): Transform => {
  checkKey(dataKey);
  let header = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  // The last 16 bytes seen so far may be the tag: they are held back until more arrive.
  let tail = Buffer.alloc(0);

  const start = (bytes: Buffer): Buffer => {
    header = Buffer.concat([header, bytes]);
    if (header.length < HEADER_BYTES) return Buffer.alloc(0);
    if (header[0] !== VERSION) throw new DecryptionFailed(`unknown format version ${header[0]}`);
    decipher = createDecipheriv(ALGORITHM, dataKey, header.subarray(1, HEADER_BYTES));
    decipher.setAAD(header.subarray(0, 1));
    return header.subarray(HEADER_BYTES);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        const body = decipher ? chunk : start(chunk);
        if (!decipher || body.length === 0) return callback();
        const pending = tail.length === 0 ? body : Buffer.concat([tail, body]);
        const cut = Math.max(0, pending.length - TAG_BYTES);
        tail = Buffer.from(pending.subarray(cut));
        callback(null, cut > 0 ? decipher.update(pending.subarray(0, cut)) : undefined);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      if (!decipher || tail.length < TAG_BYTES) {
        return callback(new DecryptionFailed('the file is truncated'));
      }
      try {
        decipher.setAuthTag(tail);
        callback(null, decipher.final());
      } catch {
        callback(new DecryptionFailed('wrong key or altered content'));
      }
    },
  });
};
