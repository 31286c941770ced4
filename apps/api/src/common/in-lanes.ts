/**
 * Runs `work` on every item, `lanes` at a time, each lane taking the next item as it ends one.
 * The first failure stops the lanes from taking more and is thrown once those running end.
 */
export const inLanes = async <Item>(
  items: readonly Item[],
  lanes: number,
  work: (item: Item) => Promise<void>,
): Promise<void> => {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (!failure && next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
};
