// Vite's own bundler (a dependency of vite), to build the inlined script apart from the app.
import { rolldown } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';
import { locales } from '../../libs/contracts/src/locales';
import type { EarlyHints } from '../src/app/guest/early-start';

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

type Options = {
  /** app/guest/early-start.ts, and the form screen it preloads, as absolute paths. */
  earlyStart: string;
  screen: string;
  /** The facade id of a language's catalogue part (vite.config.ts's virtual modules). */
  catalogue: (locale: string, part: string) => string;
  /** The aliases and the shared libs' side-effect rule of the app's own build. */
  alias: Record<string, string>;
  moduleSideEffects: (id: string) => boolean;
};

const hintsOf = (bundle: Bundle, options: Options): EarlyHints => {
  const all = chunks(bundle);
  const fileOf = (id: string) => all.find((chunk) => chunk.facadeModuleId === id)?.fileName;
  const entry = all.find((chunk) => chunk.isEntry && chunk.name === 'guest')?.fileName;
  const screen = fileOf(options.screen);
  if (!entry || !screen) throw new Error('early start: no guest entry or form screen chunk');
  const loaded = closure(bundle, entry);
  const scripts = [...closure(bundle, screen)].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => [
    ...((bundle[file] as Chunk | undefined)?.viteMetadata?.importedCss ?? []),
  ]);
  const catalogues = Object.fromEntries(
    locales.map((locale) => [
      locale,
      ['site', 'guest'].flatMap((part) => fileOf(options.catalogue(locale, part)) ?? []),
    ]),
  ) as EarlyHints['catalogues'];
  const url = (file: string) => `/${file}`;
  return {
    scripts: scripts.map(url),
    styles: styles.map(url),
    catalogues: Object.fromEntries(
      Object.entries(catalogues).map(([locale, files]) => [locale, files.map(url)]),
    ) as EarlyHints['catalogues'],
  };
};

const ENTRY = '\0early-start-entry';

/** early-start.ts called with the hints, as one small script (an IIFE, minified). */
const scriptOf = async (hints: EarlyHints, options: Options): Promise<string> => {
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
            ? `import { earlyGuestStart } from ${JSON.stringify(options.earlyStart)};\n` +
              `try { earlyGuestStart(${JSON.stringify(hints)}); } catch {}`
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
 * guest.html starts with app/guest/early-start.ts inlined, given the built files' names: a
 * guest link's page, its form screen and its language's messages are asked before the page's
 * scripts have downloaded. The server allows this script by its hash (configure-http.ts).
 */
export const earlyGuestStart = (options: Options): Plugin => ({
  name: 'chegada:early-guest-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: async (html, { bundle, path }): Promise<string> => {
      if (!bundle || !path.endsWith('/guest.html')) return html;
      const code = await scriptOf(hintsOf(bundle, options), options);
      // After the page's own scripts (they come first on a phone's few connections), before
      // its style sheet (a script waits for the style sheets above it).
      const styleSheet = /\n(\s*)<link rel="stylesheet"/;
      if (!styleSheet.test(html)) throw new Error('early start: guest.html has no style sheet');
      return html.replace(
        styleSheet,
        (link, indent: string) => `\n${indent}<script>${code}</script>${link}`,
      );
    },
  },
});
