import { axisTicks, axisTop } from '../chart-scale';

describe('the charts’ vertical axis', () => {
  it.each([
    [[], [0, 1, 2, 3, 4]],
    [
      [0, 1, 0],
      [0, 1, 2, 3, 4],
    ],
    [
      [3, 2],
      [0, 1, 2, 3, 4],
    ],
    [[5], [0, 2, 4, 6, 8]],
    [
      [13, 1],
      [0, 4, 8, 12, 16],
    ],
  ])('for counts %j reads %j', (counts, ticks) => {
    expect(axisTicks(axisTop(counts))).toEqual(ticks);
  });
});
