/**
 * At most this many images are decoded at once in the process. A 12-megapixel photo decodes
 * to about 36 MB; twenty guests uploading together would otherwise hold them all at once.
 * One is enough: libvips already spreads one image over every core. Waiting uploads sit on
 * disk (see sanitize-upload), not in memory.
 */
export const MAX_CONCURRENT_IMAGES = 1;

let active = 0;
const waiting: (() => void)[] = [];

/** Resolves when an image may be decoded; call the returned release when it is done. */
export const acquireImageSlot = async (): Promise<() => void> => {
  if (active >= MAX_CONCURRENT_IMAGES) await new Promise<void>((resolve) => waiting.push(resolve));
  else active += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `active` never overshoots.
    if (next) next();
    else active -= 1;
  };
};
