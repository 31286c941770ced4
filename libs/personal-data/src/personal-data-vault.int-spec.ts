import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { resolveMasterKey } from './master-key';
import { PersonalDataVault, REMOVED } from './personal-data-vault';
import { newDataKey } from './sealing';

describe('PersonalDataVault', () => {
  let database: TestDatabase;
  const master = newDataKey();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const vault = (options = {}) => new PersonalDataVault(database.db, master, options);

  it('seals with a key made on first use and opens in another process', async () => {
    const sealed = await vault().seal('r-open', { name: 'Ana' });
    expect(await vault().open('r-open', sealed)).toEqual({ name: 'Ana' });
  });

  it('keeps one key per subject when two processes create it together', async () => {
    const [a, b] = await Promise.all([vault().createKey('r-race'), vault().createKey('r-race')]);
    expect(a.equals(b)).toBe(true);
  });

  it('makes many keys at once, keeping the ones that exist and those shredded', async () => {
    const existing = await vault().createKey('r-many-1');
    await vault().shred('r-many-gone');
    const making = vault();
    await making.createKeys(['r-many-1', 'r-many-2', 'r-many-3', 'r-many-gone']);
    expect((await making.createKey('r-many-1')).equals(existing)).toBe(true);
    const sealed = await making.seal('r-many-2', { name: 'Eva' });
    expect(await vault().open('r-many-2', sealed)).toEqual({ name: 'Eva' });
    expect(await vault().keyOf('r-many-3')).not.toBeNull();
    expect(await vault().keyOf('r-many-gone')).toBeNull();
  });

  it('stores the key only wrapped', async () => {
    const key = await vault().createKey('r-wrapped');
    const { rows } = await sql<{ wrapped_key: Buffer }>`
      select wrapped_key from personal_data_keys where subject_id = 'r-wrapped'`.execute(
      database.db,
    );
    expect(rows[0]?.wrapped_key.includes(key)).toBe(false);
  });

  it('makes every sealed copy unreadable once shredded, in every process', async () => {
    const shredder = vault();
    const other = vault({ cacheTtlMs: 0 });
    const sealed = await shredder.seal('r-shred', { name: 'Bia' });
    expect(await other.open('r-shred', sealed)).toEqual({ name: 'Bia' });
    await shredder.shred('r-shred');
    expect(await shredder.open('r-shred', sealed)).toBe(REMOVED);
    expect(await other.open('r-shred', sealed)).toBe(REMOVED);
    expect(await vault().open('r-shred', sealed)).toBe(REMOVED);
    await expect(vault().createKey('r-shred')).rejects.toThrow(/removed/);
  });

  it('shreds every subject under a prefix, and only those, for the process that asked', async () => {
    const shredder = vault();
    const a = await shredder.seal('r_all:companion:k1:entry', 'Ana');
    const b = await shredder.seal('r_all:companion:_2:contact', '+55 41 99876-5432');
    const kept = await shredder.seal('r_all:guest:k1', 'Ana kept');
    // '_' and '%' are LIKE's wildcards: a subject that only matches through one stays.
    const lookalike = await shredder.seal('rxall:companion:k3:entry', 'Not hers');
    await shredder.shredAll('r_all:companion:');
    expect(await shredder.open('r_all:companion:k1:entry', a)).toBe(REMOVED);
    expect(await vault().open('r_all:companion:_2:contact', b)).toBe(REMOVED);
    expect(await vault().open('r_all:guest:k1', kept)).toBe('Ana kept');
    expect(await vault().open('rxall:companion:k3:entry', lookalike)).toBe('Not hers');
    // A shredded subject never gets a key again: nothing sealed under it afterwards.
    await expect(shredder.seal('r_all:companion:k1:entry', 'again')).rejects.toThrow();
  });

  it('refuses to open with another master key', async () => {
    const sealed = await vault().seal('r-master', { name: 'Caio' });
    await expect(
      new PersonalDataVault(database.db, newDataKey()).open('r-master', sealed),
    ).rejects.toThrow();
  });

  it('passes plain values through (events written before sealing)', async () => {
    expect(await vault().open('r-plain', { name: 'Dora' })).toEqual({ name: 'Dora' });
  });

  it('generates a development master key once and reads the same one after', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'chegada-key-')), 'var', 'key');
    const first = resolveMasterKey(undefined, file);
    expect(resolveMasterKey(undefined, file).equals(first)).toBe(true);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    const configured = newDataKey();
    expect(resolveMasterKey(configured.toString('base64'), file).equals(configured)).toBe(true);
  });
});
