import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { FileNotFound, InvalidFileKey } from './file-store';
import { LocalDiskFileStore } from './local-disk.file-store';

describe('local disk file store', () => {
  let root: string;
  let store: LocalDiskFileStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'chegada-files-'));
    store = new LocalDiskFileStore(join(root, 'files'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const write = (key: string, content: string) => store.write(key, Readable.from([content]));
  const read = async (key: string) => text(await store.read(key));

  it('writes, reads back and overwrites a file in new folders, owner-only', async () => {
    expect(await write('reservations/r1/doc_front', 'first')).toEqual({ bytes: 5 });
    await write('reservations/r1/doc_front', 'second');

    expect(await read('reservations/r1/doc_front')).toBe('second');
    const { mode } = await stat(join(root, 'files/reservations/r1/doc_front'));
    expect(mode & 0o777).toBe(0o600);
  });

  it('answers FileNotFound for a missing file, and removing it twice is fine', async () => {
    await write('reservations/r1/selfie', 'x');
    await store.remove('reservations/r1/selfie');
    await store.remove('reservations/r1/selfie');

    await expect(store.read('reservations/r1/selfie')).rejects.toBeInstanceOf(FileNotFound);
  });

  it.each([
    '../outside',
    'reservations/../../outside',
    '/etc/passwd',
    'reservations/./r1',
    'reservations//r1',
    'reservations\\..\\r1',
    '.hidden',
    'reservations/r1/',
    '',
    'name with spaces',
  ])('refuses the key %j', async (key) => {
    await expect(write(key, 'x')).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(store.read(key)).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidFileKey);
  });

  it.each(['', '../', '/', 'reservations/../'])('refuses the prefix %j', async (prefix) => {
    await expect(store.removePrefix(prefix)).rejects.toBeInstanceOf(InvalidFileKey);
  });

  it('keeps the old file until a write completes, and leaves nothing when a write fails', async () => {
    await write('reservations/r1/doc_front', 'old');
    const body = new PassThrough();
    const writing = store.write('reservations/r1/doc_front', body);
    body.write('half of the new ');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(await read('reservations/r1/doc_front')).toBe('old');
    body.destroy(new Error('client went away'));
    await expect(writing).rejects.toThrow('client went away');
    expect(await read('reservations/r1/doc_front')).toBe('old');
    expect(await readdir(join(root, 'files/reservations/r1'))).toEqual(['doc_front']);
  });

  it('leaves nothing behind by the time a write that fails at once has rejected', async () => {
    // The body fails before the temporary file is even open; the answer must still wait.
    const failing = () => {
      const body = new PassThrough();
      body.on('error', () => undefined);
      body.destroy(new Error('refused at the first byte'));
      return body;
    };
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        expect(store.write(`reservations/r2/file-${index}`, failing())).rejects.toThrow(
          'refused at the first byte',
        ),
      ),
    );
    expect(await readdir(join(root, 'files/reservations/r2'))).toEqual([]);
  });

  it('removes every file under a prefix and nothing else', async () => {
    await write('reservations/r1/doc_front', 'a');
    await write('reservations/r1/guests/0/selfie', 'b');
    await write('reservations/r10/doc_front', 'c');
    await write('reservations/r2/doc_front', 'd');

    await store.removePrefix('reservations/r1/');

    await expect(read('reservations/r1/doc_front')).rejects.toBeInstanceOf(FileNotFound);
    await expect(read('reservations/r1/guests/0/selfie')).rejects.toBeInstanceOf(FileNotFound);
    expect(await read('reservations/r10/doc_front')).toBe('c');
    expect(await read('reservations/r2/doc_front')).toBe('d');
  });

  it('removes by a partial name like an object store does', async () => {
    await write('reservations/r1/doc_front', 'a');
    await write('reservations/r1/doc_back', 'b');
    await write('reservations/r1/selfie', 'c');

    await store.removePrefix('reservations/r1/doc_');

    expect(await readdir(join(root, 'files/reservations/r1'))).toEqual(['selfie']);
  });

  it('removing a prefix nothing is stored under is fine', async () => {
    await expect(store.removePrefix('reservations/none/')).resolves.toBeUndefined();
  });
});
