import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DecryptionFailed,
  decryptBuffer,
  decryptStream,
  encryptBuffer,
  encryptStream,
} from './encryption';

const collect = async (source: Readable, ...transforms: NodeJS.ReadWriteStream[]) => {
  const chunks: Buffer[] = [];
  await pipeline(
    source,
    ...(transforms as [NodeJS.ReadWriteStream]),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
};

const encrypt = (key: Buffer, plain: Buffer) => collect(Readable.from([plain]), encryptStream(key));
const decrypt = (key: Buffer, cipher: Buffer) =>
  collect(Readable.from([cipher]), decryptStream(key));

describe('file encryption', () => {
  const key = randomBytes(32);
  const document = Buffer.from('RG 12.345.678-9, Maria Silva, nascida em 01/02/1990');

  it('gives back the plaintext with the right key, and the stored bytes do not show it', async () => {
    const stored = await encrypt(key, document);

    expect(stored.includes(Buffer.from('Maria Silva'))).toBe(false);
    expect(stored.length).toBe(document.length + 1 + 12 + 16);
    expect(await decrypt(key, stored)).toEqual(document);
  });

  it('encrypts the same file differently each time (random IV)', async () => {
    expect((await encrypt(key, document)).equals(await encrypt(key, document))).toBe(false);
  });

  it('round-trips a 20 MB stream in small chunks with flat memory', async () => {
    const size = 20 * 1024 * 1024;
    const chunkSize = 64 * 1024;
    // Deterministic content, so the output can be checked without keeping the input.
    const chunkAt = (index: number) => Buffer.alloc(chunkSize, index % 251);
    const source = () =>
      Readable.from(
        (function* () {
          for (let index = 0; index < size / chunkSize; index += 1) yield chunkAt(index);
        })(),
      );
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);
    const before = process.memoryUsage().arrayBuffers;
    let received = 0;
    let mismatch = false;
    try {
      await pipeline(
        source(),
        encryptStream(key),
        decryptStream(key),
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            for (let offset = 0; offset < chunk.length; offset += 4096) {
              const position = received + offset;
              if (chunk[offset] !== Math.floor(position / chunkSize) % 251) mismatch = true;
            }
            received += chunk.length;
            callback();
          },
        }),
      );
    } finally {
      clearInterval(sample);
    }

    expect(received).toBe(size);
    expect(mismatch).toBe(false);
    expect(peak - before).toBeLessThan(8 * 1024 * 1024);
  });

  it('fails with a wrong key', async () => {
    const stored = await encrypt(key, document);

    await expect(decrypt(randomBytes(32), stored)).rejects.toBeInstanceOf(DecryptionFailed);
  });

  it.each([
    ['the version byte', 0],
    ['the IV', 5],
    ['the ciphertext', 20],
    ['the tag', -1],
  ])('fails when one bit of %s is flipped', async (_part, position) => {
    const stored = await encrypt(key, document);
    const index = position < 0 ? stored.length + position : position;
    stored[index] = stored[index]! ^ 0x01;

    await expect(decrypt(key, stored)).rejects.toBeInstanceOf(DecryptionFailed);
  });

  it.each([1, 16, 40])('fails when the file is cut %i bytes short', async (missing) => {
    const stored = await encrypt(key, document);

    await expect(decrypt(key, stored.subarray(0, stored.length - missing))).rejects.toBeInstanceOf(
      DecryptionFailed,
    );
  });

  it('fails on an empty file', async () => {
    await expect(decrypt(key, Buffer.alloc(0))).rejects.toBeInstanceOf(DecryptionFailed);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => encryptStream(randomBytes(16))).toThrow(RangeError);
  });
});

describe('buffer encryption (resumable upload chunks)', () => {
  const key = randomBytes(32);
  const chunk = randomBytes(200_000);

  it('seals in the format of the stream, so either side opens the other', async () => {
    const sealed = encryptBuffer(key, chunk);
    expect(sealed.length).toBe(chunk.length + 1 + 12 + 16);
    expect(await decrypt(key, sealed)).toEqual(chunk);
    expect(decryptBuffer(key, await encrypt(key, chunk))).toEqual(chunk);
  });

  it('refuses another key, a flipped byte and a truncated piece', () => {
    const sealed = encryptBuffer(key, chunk);
    const flipped = Buffer.from(sealed);
    flipped[500] = (flipped[500] ?? 0) ^ 1;
    expect(() => decryptBuffer(randomBytes(32), sealed)).toThrow(DecryptionFailed);
    expect(() => decryptBuffer(key, flipped)).toThrow(DecryptionFailed);
    expect(() => decryptBuffer(key, sealed.subarray(0, 20))).toThrow(DecryptionFailed);
  });
});
