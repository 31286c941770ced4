// Vite's own bundler (a dependency of vite), to build the inlined script apart from the app.
import { rolldown } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';
import { locales } from '../../libs/contracts/src/locales';
import type { EarlyHints } from '../src/app/early-preload';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const chunks = (bundle: Bundle): Chunk[] =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** A chunk's file and those it imports statically, transitively. */
const closure = (bundle: Bundle, file: string, seen = new Set<string>()): Set<string> => {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  chunk.imports.forEach((imported) => closure(bundle, imported, seen));
  return seen;
};

/** How the app's own build resolves and tree-shakes, for the inlined script's. */
type BuildOptions = {
  /** The facade id of a language's catalogue part (vite.config.ts's virtual modules). */
  catalogue: (locale: string, part: string) => string;
  /** The aliases and the shared libs' side-effect rule of the app's own build. */
  alias: Record<string, string>;
  moduleSideEffects: (id: string) => boolean;
};

/** A screen a page opens with (its module's absolute path) and the catalogue parts it reads. */
type Screen = { screen: string; parts: readonly string[] };

/** What `screen` loads beyond the `entry` page's own chunks, as EarlyHints. */
const hintsOf = (
  bundle: Bundle,
  entry: string,
  screen: Screen,
  options: BuildOptions,
): EarlyHints => {
  const all = chunks(bundle);
  const fileOf = (id: string) => all.find((chunk) => chunk.facadeModuleId === id)?.fileName;
  const entryFile = all.find((chunk) => chunk.isEntry && chunk.name === entry)?.fileName;
  const screenFile = fileOf(screen.screen);
  if (!entryFile || !screenFile)
    throw new Error(`early start: no ${entry} entry, or no chunk of ${screen.screen}`);
  const loaded = closure(bundle, entryFile);
  const scripts = [...closure(bundle, screenFile)].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [
    ...((bundle[file] as Chunk | undefined)?.viteMetadata?.importedCss ?? []),
  ]);
  const url = (file: string) => `/${file}`;
  const catalogues = Object.fromEntries(
    locales.map((locale) => [
      locale,
      screen.parts.flatMap((part) => fileOf(options.catalogue(locale, part)) ?? []).map(url),
    ]),
  ) as EarlyHints['catalogues'];
  return { scripts: scripts.map(url), styles: styles.map(url), catalogues };
};

const ENTRY = '\0early-start-entry';

/** `start` of the module `from` called with `hints`, as one small script (an IIFE, minified). */
const scriptOf = async (
  from: string,
  start: string,
  hints: unknown,
  options: BuildOptions,
): Promise<string> => {
  const build = await rolldown({
    input: ENTRY,
    platform: 'browser',
    resolve: { alias: options.alias },
    treeshake: { moduleSideEffects: options.moduleSideEffects },
    plugins: [
      {
        name: 'early-start-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        // A failure here must never stop the page: the app then loads everything itself.
        load: (id) =>
          id === ENTRY
            ? `import { ${start} } from ${JSON.stringify(from)};\n` +
              `try { ${start}(${JSON.stringify(hints)}); } catch {}`
            : null,
      },
    ],
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await build.close();
  }
};

/**
 * A plugin that inlines into the built `page` a call of `start` (exported by the module
 * `from`) with what `hintsFor` reads off the bundle: after the page's own scripts (they come
 * first on a phone's few connections), before its style sheet (a script waits for the style
 * sheets above it). The server allows the script by its hash (bootstrap/inline-scripts.ts).
 */
const inlineEarlyStart = (
  page: 'guest.html' | 'index.html',
  call: { from: string; start: string; hintsFor: (bundle: Bundle) => unknown },
  options: BuildOptions,
): Plugin => ({
  name: `chegada:early-start:${page}`,
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html, { bundle, path }): Promise<string> => {
      if (!bundle || !path.endsWith(`/${page}`)) return html;
      const code = await scriptOf(call.from, call.start, call.hintsFor(bundle), options);
      const styleSheet = /\n(\s*)<link rel="stylesheet"/;
      if (!styleSheet.test(html)) throw new Error(`early start: ${page} has no style sheet`);
      return html.replace(
        styleSheet,
        (link, indent: string) => `\n${indent}<script>${code}</script>${link}`,
      );
    },
  },
});

/**
 * guest.html starts with app/guest/early-start.ts inlined, given the built files' names: a
 * guest link's page, its form screen and its language's messages are asked before the page's
 * scripts have downloaded.
 */
export const earlyGuestStart = (
  options: BuildOptions & {
    /** app/guest/early-start.ts, and the form screen it preloads, as absolute paths. */
    earlyStart: string;
    screen: string;
  },
): Plugin =>
  inlineEarlyStart(
    'guest.html',
    {
      from: options.earlyStart,
      start: 'earlyGuestStart',
      hintsFor: (bundle) =>
        hintsOf(
          bundle,
          'guest',
          { screen: options.screen, parts: ['guestFrame', 'guest'] },
          options,
        ),
    },
    options,
  );

/**
 * index.html starts with app/early-site-start.ts inlined: on the public pages named in `pages`
 * (a path, its screen's module and its page's catalogue part), the screen and its texts are
 * asked alongside the site's scripts instead of after them.
 */
export const earlySiteStart = (
  options: BuildOptions & {
    /** app/early-site-start.ts, as an absolute path. */
    earlyStart: string;
    pages: Record<string, { screen: string; part: string }>;
  },
): Plugin =>
  inlineEarlyStart(
    'index.html',
    {
      from: options.earlyStart,
      start: 'earlySiteStart',
      hintsFor: (bundle) =>
        Object.fromEntries(
          Object.entries(options.pages).map(([pathname, { screen, part }]) => [
            pathname,
            hintsOf(bundle, 'main', { screen, parts: ['site', part] }, options),
          ]),
        ),
    },
    options,
  );
