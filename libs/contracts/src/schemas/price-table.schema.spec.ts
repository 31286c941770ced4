import { findTierOverlaps } from './price-table.schema';

const range = (min: number, max: number) => ({ min, max });

describe('findTierOverlaps', () => {
  it.each([
    ['adjacent tiers', [range(1, 10), range(11, 20)]],
    ['tiers in any order', [range(11, 20), range(1, 10)]],
    ['one single-property tier', [range(5, 5)]],
    ['tiers with invalid bounds, left to their own errors', [range(1, 10), range(8, 2), {}]],
  ])('finds none between %s', (_, tiers) => {
    expect(findTierOverlaps(tiers)).toEqual([]);
  });

  it('names, for each overlapping tier, the first earlier tier it meets', () => {
    expect(
      findTierOverlaps([range(1, 10), range(10, 20), range(30, 40), range(5, 35), null]),
    ).toEqual([
      { index: 1, other: range(1, 10) },
      { index: 3, other: range(1, 10) },
    ]);
  });

  it('finds a tier inside another', () => {
    expect(findTierOverlaps([range(1, 100), range(40, 50)])).toEqual([
      { index: 1, other: range(1, 100) },
    ]);
  });
});
