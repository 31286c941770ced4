import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type RouteLoad = { route: string; chunks: string[]; bytes: number; gzipBytes: number };

const SCREEN_EXTENSIONS = ['.tsx', '.ts', '/index.ts', '/index.tsx'];

/** What a route of the route table loads lazily: its screen, and its page's catalogue part. */
type LazyRoute = { screen: string; messages: string | undefined };

/**
 * What each route of the route table loads lazily, keyed by its path in the table ('' for /,
 * 'use-terms/:locale?'): the first `import('…')` of each `open(…)`/`page(…)` entry (or of the
 * screen it names in deferred-screens.tsx), as a manifest key (relative to web/), and its `messages: '…'` part (app/catalogue-parts.ts).
 */
export const lazyScreens = (webRoot: string): Map<string, LazyRoute> => {
  const tablePath = join(webRoot, 'src/app/routes/route-table.tsx');
  const table = readFileSync(tablePath, 'utf8');
  // A screen the table names (`deferred('name')`, `deferredGuestForm(…)`) loads from there.
  const deferred = readFileSync(join(dirname(tablePath), 'deferred-screens.tsx'), 'utf8');
  const deferredImport = (name: string) =>
    new RegExp(`\\b${name}[^]*?import\\('([^']+)'\\)`).exec(deferred)?.[1];
  const screens = new Map<string, LazyRoute>();
  for (const entry of table.split(/\b(?=open\(|page\()/)) {
    // A path in quotes, or in backticks for the routes made per booking source.
    const opened = /^(?:open|page)\((['`])(.*?)\1/.exec(entry);
    if (!opened) continue;
    const path = opened[2] ?? '';
    const named = /\bdeferred\('(\w+)'\)/.exec(entry)?.[1];
    const specifier =
      /\bimport\('([^']+)'\)/.exec(entry)?.[1] ??
      (named && deferredImport(`${named}:`)) ??
      (/\bdeferredGuestForm\(/.test(entry) ? deferredImport('guestFormScreen =') : undefined);
    if (!specifier) continue;
    const base = join(dirname(tablePath), specifier);
    const file = SCREEN_EXTENSIONS.map((ext) => base + ext).find((name) => existsSync(name));
    const messages = /\bmessages: '(\w+)'/.exec(entry)?.[1];
    if (file && !screens.has(path))
      screens.set(path, { screen: relative(webRoot, file), messages });
  }
  return screens;
};

/** A table path as a pattern of URLs: optional parameters may be left out, others match a part. */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => {
        if (/^:\w+\?$/.test(part)) return '(?:/[^/]+)?';
        if (/^(:\w+|\$\{\w+\})$/.test(part)) return '/[^/]+';
        return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('')
      .replace(/^\//, '')}$`,
  );

/** The table path that serves a public URL ('/use-terms' by 'use-terms/:locale?'). */
const tablePathFor = (screens: Map<string, LazyRoute>, url: string): string | undefined =>
  [...screens.keys()].find((path) => patternOf(path).test(url.replace(/^\//, '')));

/** A chunk and everything it imports statically, as manifest keys. */
const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
};

/** The language a first visit to localhost reads (spec §1: pt-BR unless the host says else). */
const FIRST_CATALOGUE = 'virtual:catalogue/pt-BR/site';
/** The guest's pages (/p/…) load their own part, and what they read of the site's instead of it. */
const GUEST_CATALOGUE = 'virtual:catalogue/pt-BR/guest';
const GUEST_FRAME_CATALOGUE = 'virtual:catalogue/pt-BR/guestFrame';
/** A public page with texts of its own loads its part too (before it renders, in the guard). */
const pageCatalogue = (part: string) => `virtual:catalogue/pt-BR/${part}`;

/**
 * For each URL: the entry chunk of its page (index.html, or guest.html for the guest's) with its
 * static imports, the route's lazy chunk with its static imports, and the visitor's message
 * catalogue with the page's own part (loaded before the first render) — the
 * JavaScript the browser must fetch before the page shows — raw and gzip.
 */
export const measureRoutes = (webRoot: string, urls: readonly string[]): RouteLoad[] => {
  const distRoot = join(webRoot, 'dist');
  const manifest = JSON.parse(
    readFileSync(join(distRoot, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  // The server answers the guest's pages (/p/formdata/…) with their own page, guest.html.
  const entryOf = (route: string): string => {
    const page = route.startsWith('/p/formdata/') ? 'guest.html' : 'index.html';
    if (!manifest[page]?.isEntry) throw new Error(`The Vite manifest names no entry ${page}.`);
    return page;
  };
  const screens = lazyScreens(webRoot);
  const baseCatalogueOf = (route: string): string =>
    entryOf(route) === 'guest.html' && manifest[GUEST_FRAME_CATALOGUE]
      ? GUEST_FRAME_CATALOGUE
      : FIRST_CATALOGUE;
  return urls.map((route) => {
    const tablePath = tablePathFor(screens, route);
    const lazy = tablePath === undefined ? undefined : screens.get(tablePath);
    const screen = lazy?.screen;
    if (!screen || !manifest[screen]) {
      throw new Error(`No lazily loaded screen for ${route} in the route table and manifest.`);
    }
    const part = lazy.messages && pageCatalogue(lazy.messages);
    if (part && !manifest[part]) throw new Error(`No catalogue part ${part} in the manifest.`);
    const keys = new Set([
      ...staticClosure(manifest, entryOf(route)),
      ...staticClosure(manifest, screen),
      ...(manifest[baseCatalogueOf(route)] ? staticClosure(manifest, baseCatalogueOf(route)) : []),
      ...(part ? staticClosure(manifest, part) : []),
      ...(route.startsWith('/p/') && manifest[GUEST_CATALOGUE]
        ? staticClosure(manifest, GUEST_CATALOGUE)
        : []),
    ]);
    const files = [...keys]
      .map((key) => manifest[key]?.file ?? key)
      .filter((f) => f.endsWith('.js'));
    const contents = files.map((file) => readFileSync(join(distRoot, file)));
    return {
      route,
      chunks: files,
      bytes: contents.reduce((sum, content) => sum + content.length, 0),
      gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
    };
  });
};
