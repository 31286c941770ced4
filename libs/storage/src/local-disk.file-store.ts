import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileNotFound,
  InvalidFileKey,
  assertValidKey,
  assertValidPrefix,
  type FileStore,
} from './file-store';

const isMissing = (error: unknown): boolean => (error as { code?: string }).code === 'ENOENT';

/** So that a crash right after the rename cannot leave an empty file under the key. */
const flushToDisk = async (path: string): Promise<void> => {
  const file = await open(path, 'r');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
};

/**
 * Files under one folder. A write goes to a hidden temporary name beside the target and is
 * renamed over it once complete and flushed, so a reader sees the old file or the new one,
 * never half of one. Files are readable by the owner only (0600), folders 0700.
 */
export class LocalDiskFileStore implements FileStore {
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  async write(key: string, body: Readable): Promise<{ bytes: number }> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const temporary = join(dirname(target), `.${randomBytes(8).toString('hex')}.partial`);
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(null, chunk);
      },
    });
    const file = createWriteStream(temporary, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(body, count, file);
      await flushToDisk(temporary);
      await rename(temporary, target);
      return { bytes };
    } catch (error) {
      // A body that fails at once can fail before the file is even opened: the stream still
      // opens it, then closes it. Unlinking before that close would leave the file behind.
      if (!file.closed) await new Promise<void>((done) => file.once('close', () => done()));
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const file = await open(this.pathOf(key), 'r');
      return file.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new FileNotFound(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async removePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const folder = join(this.root, prefix.slice(0, slash + 1));
    const start = prefix.slice(slash + 1);
    // A whole folder goes at once, with any write still under way in it.
    if (start === '') return rm(folder, { recursive: true, force: true });
    const names = await readdir(folder).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    const matching = names.filter((name) => !name.startsWith('.') && name.startsWith(start));
    await Promise.all(
      matching.map((name) => rm(join(folder, name), { recursive: true, force: true })),
    );
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.root, key);
    // Belt and braces: the key rules already keep every path under the root.
    if (!path.startsWith(this.root + sep)) throw new InvalidFileKey(key);
    return path;
  }
}
