import { acquireImageSlot, MAX_CONCURRENT_IMAGES } from './image-slots';

describe('image slots', () => {
  it('lets only a few images decode at once and hands slots on in order', async () => {
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const work = async (id: number) => {
      const release = await acquireImageSlot();
      running += 1;
      most = Math.max(most, running);
      order.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      release();
      release();
    };
    await Promise.all(Array.from({ length: 8 }, (_, id) => work(id)));
    expect(most).toBe(MAX_CONCURRENT_IMAGES);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Every slot came back: the next one starts at once.
    const release = await acquireImageSlot();
    release();
  });
});
