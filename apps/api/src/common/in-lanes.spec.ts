import { inLanes } from './in-lanes';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('inLanes', () => {
  it('does every item, never more than `lanes` at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(item);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('stops taking items after a failure and throws it once the running ones end', async () => {
    const started: number[] = [];
    let ended = 0;
    const run = inLanes([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 2) throw new Error('item 2 failed');
      ended += 1;
    });
    await expect(run).rejects.toThrow('item 2 failed');
    expect(started).toEqual([1, 2, 3]);
    expect(ended).toBe(2);
  });

  it('does nothing for no items', async () => {
    await expect(inLanes([], 4, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});
