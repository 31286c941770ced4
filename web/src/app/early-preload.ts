import type { Locale } from '@chegada/contracts';

/**
 * What a page's first screen needs beyond its entry's own chunks, by the built files' names
 * (web/build/early-start.plugin.ts writes them into the page's inline early start).
 */
export type EarlyHints = {
  /** The screen's chunks and their style sheets. */
  scripts: string[];
  styles: string[];
  /** Each language's catalogue chunks the screen reads (app/catalogues.ts). */
  catalogues: Record<Locale, string[]>;
};

/** Asks for a built file now, so that the app finds it downloaded when it gets there. */
export const preload = (href: string, as?: 'style') => {
  const link = document.createElement('link');
  link.rel = as ? 'preload' : 'modulepreload';
  if (as) link.as = as;
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
};

/** The screen's chunks and style sheets (its texts wait: the language may not be known yet). */
export const preloadScreen = ({ scripts, styles }: EarlyHints): void => {
  scripts.forEach((href) => preload(href));
  styles.forEach((href) => preload(href, 'style'));
};
