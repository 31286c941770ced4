import { boolean, object, string } from 'yup';
import { boundedArray, guestFormSchema } from '@chegada/contracts';
import { overLongArrays } from './array-bounds';
import { YupValidationPipe } from './yup-validation.pipe';

const times = <Item>(count: number, item: Item): Item[] =>
  Array.from({ length: count }, () => item);

describe('overLongArrays', () => {
  it('names each array longer than its bound, with its message and bound', () => {
    const schema = object({
      tags: boundedArray(string(), 2),
      rooms: boundedArray(object({ beds: boundedArray(string(), 1, 'residences.invalidCep') }), 3),
    });
    expect(
      overLongArrays(schema, {
        tags: ['a', 'b', 'c'],
        rooms: [{ beds: [] }, { beds: ['x', 'y'] }],
      }),
    ).toEqual([
      { field: 'tags', key: 'validation.maxItems', values: { max: 2 } },
      { field: 'rooms[1].beds', key: 'residences.invalidCep', values: { max: 1 } },
    ]);
    expect(overLongArrays(schema, { tags: ['a'], rooms: [{ beds: ['x'] }] })).toEqual([]);
  });

  it('reads none of the items of an array over its bound, and none of 100,000', () => {
    let itemsRead = 0;
    const item = string().test('counted', 'validation.type', () => {
      itemsRead += 1;
      return true;
    });
    const schema = object({ names: boundedArray(item, 3) });
    expect(overLongArrays(schema, { names: times(100_000, 'x') })).toHaveLength(1);
    expect(itemsRead).toBe(0);
  });

  it('leaves what is not an array where the schema has one, and unknown fields, to the schema', () => {
    const schema = object({ names: boundedArray(string(), 1) });
    expect(overLongArrays(schema, { names: 'x', other: times(10, 'x') })).toEqual([]);
    expect(overLongArrays(schema, times(10, 'x'))).toEqual([]);
  });

  it('resolves conditions against the values sent, as Yup does', () => {
    const schema = object({
      many: boolean(),
      names: boundedArray(string(), 1).when('many', {
        is: true,
        then: () => boundedArray(string(), 5),
      }),
    });
    expect(overLongArrays(schema, { many: true, names: times(3, 'x') })).toEqual([]);
    expect(overLongArrays(schema, { many: false, names: times(3, 'x') })).toHaveLength(1);
  });

  it("bounds the guest form's vehicles by the property's parking and its guests by the stay's", () => {
    const context = {
      today: '2026-03-10',
      residenceCheckInTime: '14:00',
      residenceCheckOutTime: '11:00',
      parkingSpaces: 2,
      maxGuests: 3,
    };
    for (const mode of ['save', 'submit'] as const) {
      const form = { vehicles: times(3, {}), additionalGuests: times(3, { ownLink: true }) };
      expect(overLongArrays(guestFormSchema(context, mode), form)).toEqual([
        { field: 'vehicles', key: 'guestForm.tooManyVehicles', values: { max: 2 } },
        { field: 'additionalGuests', key: 'guestForm.maxGuestsReached', values: { max: 2 } },
      ]);
    }
  });
});

describe('YupValidationPipe', () => {
  it('answers an over-long array with its error alone, before any item is validated', async () => {
    const pipe = new YupValidationPipe(object({ names: boundedArray(string().required(), 2) }));
    await expect(pipe.transform({ names: times(50_000, null) })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ field: 'names', key: 'validation.maxItems', values: { max: 2 } }],
    });
  });
});
