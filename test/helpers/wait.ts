export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value, or fails naming what it waited for. */
export const eventually = async <T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
  intervalMs = 25,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
};

/** Polls `read` until `done` holds for its value; a timeout shows the last value seen. */
export const waitFor = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> => {
  let last: T | undefined;
  const found = await eventually(
    async () => {
      last = await read();
      return done(last) ? { value: last } : undefined;
    },
    timeoutMs,
    'a condition',
  ).catch(() => {
    throw new Error(`Timed out; last value: ${JSON.stringify(last)}`);
  });
  return found.value;
};
