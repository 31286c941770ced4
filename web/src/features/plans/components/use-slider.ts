import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const SETTLE_MS = 120;

const KEY_STEPS: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/** The slide a visitor scrolled to by hand (a swipe), once the snapping settled. */
const slideInView = (track: HTMLElement): number => {
  const slides = Array.from(track.children) as HTMLElement[];
  // At the end of the track the last slides may all fit: the last one is the current one.
  if (track.scrollLeft >= track.scrollWidth - track.clientWidth - 1) return slides.length - 1;
  const distances = slides.map((slide) =>
    Math.abs(slide.offsetLeft - track.offsetLeft - track.scrollLeft),
  );
  return distances.indexOf(Math.min(...distances));
};

const scrollToSlide = (track: HTMLElement | null, index: number): void => {
  const slide = track?.children[index] as HTMLElement | undefined;
  if (!track || !slide) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // jsdom (the tests) has no element scrolling.
  track.scrollTo?.({
    left: slide.offsetLeft - track.offsetLeft,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
};

/**
 * The state of a horizontal, snap-scrolling slider of `count` slides: which one is current,
 * moved by buttons, arrow keys, Home and End, or by scrolling the track directly.
 */
export const useSlider = (count: number) => {
  const trackRef = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [current, setCurrent] = useState(0);
  const last = count - 1;

  useEffect(() => () => clearTimeout(settle.current), []);

  const go = (index: number) => {
    const next = Math.max(0, Math.min(last, index));
    setCurrent(next);
    scrollToSlide(trackRef.current, next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    go(step(current, last));
  };

  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      if (trackRef.current) setCurrent(slideInView(trackRef.current));
    }, SETTLE_MS);
  };

  return {
    trackRef,
    current,
    isFirst: current === 0,
    isLast: current === last,
    go,
    onKeyDown,
    onScroll,
  };
};
