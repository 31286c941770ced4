import { useEffect, useState } from 'react';

/**
 * False until what the component first showed is on screen (the frame after its commit has
 * painted), then true: a page paints its main content first, and only then starts what
 * downloads or renders below it.
 */
export const usePainted = (): boolean => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
};
