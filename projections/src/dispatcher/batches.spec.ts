import { batches } from './batches';

async function* ready(count: number) {
  for (let index = 0; index < count; index++) yield index;
}

async function* trickle(values: number[], gapMs: number) {
  for (const value of values) {
    await new Promise((resolve) => setTimeout(resolve, gapMs));
    yield value;
  }
}

const collect = async <T>(source: AsyncIterable<T[]>): Promise<T[][]> => {
  const result: T[][] = [];
  for await (const batch of source) result.push(batch);
  return result;
};

describe('batches', () => {
  it('groups what is ready, up to the maximum', async () => {
    expect(await collect(batches(ready(7), 3))).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
  });

  it('hands on each item at once when they arrive one by one', async () => {
    expect(await collect(batches(trickle([1, 2, 3], 5), 10))).toEqual([[1], [2], [3]]);
  });

  it('ends on an empty source', async () => {
    expect(await collect(batches(ready(0), 3))).toEqual([]);
  });
});
