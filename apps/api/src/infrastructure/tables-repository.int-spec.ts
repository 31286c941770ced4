import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '@chegada/testing';
import { TablesRepository } from './tables-repository';

type Tables = {
  lookup_rooms: { id: string; floor: number; open: boolean; note: string | null };
};

/** A repository of one table made for this file, its lookups open to the test. */
class Rooms extends TablesRepository<Tables> {
  room = (id: string) => this.findRow('lookup_rooms', { id });
  openRoom = (id: string) => this.findRow('lookup_rooms', { id, open: true });
  noteOf = (id: string) => this.findValue('lookup_rooms', 'note', { id });
  floorOf = (id: string | undefined) => this.findValue('lookup_rooms', 'floor', { id });
  hasFloor = (floor: number) => this.hasRow('lookup_rooms', { floor });
  save = (id: string, floor: number) =>
    this.upsertRow('lookup_rooms', { id }, { floor, open: true, note: null });
}

describe('the row lookups and the upsert every repository shares', () => {
  let database: TestDatabase;
  let rooms: Rooms;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table lookup_rooms (
      id text primary key, floor int not null, open boolean not null, note text
    )`.execute(database.db);
    await sql`insert into lookup_rooms values
      ('a', 1, true, 'sea view'), ('b', 2, false, null)`.execute(database.db);
    rooms = new Rooms(database.db);
  });
  afterAll(() => database.drop());

  it('finds the row whose columns all equal the match, and no other', async () => {
    expect(await rooms.room('a')).toEqual({ id: 'a', floor: 1, open: true, note: 'sea view' });
    expect(await rooms.openRoom('b')).toBeUndefined();
    expect(await rooms.room('z')).toBeUndefined();
  });

  it("reads one column, null when the row's is null, undefined when there is no row", async () => {
    expect(await rooms.noteOf('a')).toBe('sea view');
    expect(await rooms.noteOf('b')).toBeNull();
    expect(await rooms.noteOf('z')).toBeUndefined();
  });

  it('says whether a row matches', async () => {
    expect(await rooms.hasFloor(2)).toBe(true);
    expect(await rooms.hasFloor(3)).toBe(false);
  });

  it('inserts a row by its key, and sets the values on the row that has it already', async () => {
    await rooms.save('c', 3);
    await rooms.save('a', 4);
    expect(await rooms.room('c')).toEqual({ id: 'c', floor: 3, open: true, note: null });
    expect(await rooms.room('a')).toEqual({ id: 'a', floor: 4, open: true, note: null });
  });

  it('refuses an undefined value rather than answer any row', async () => {
    await expect(rooms.floorOf(undefined)).rejects.toThrow(
      'Looking up lookup_rooms by id, which is undefined',
    );
  });
});
