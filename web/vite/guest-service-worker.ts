import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { transformWithOxc, type Plugin, type Rolldown } from 'vite';

type Options = {
  /** The worker's source (src/lib/offline/service-worker/guest-sw.ts). */
  source: string;
  /** The guest page's entry module (src/guest-main.tsx). */
  entry: string;
  /** Modules whose chunks the guest page never needs offline (the site's own shell). */
  leaveOut: (moduleId: string) => boolean;
  /** What the worker keeps besides the bundle's files (public/ files the page shows). */
  alsoKeep: readonly string[];
  /** Where the guest's pages are, each with what is below it (GUEST_PAGE_PATHS). */
  pages: readonly string[];
};

const FILE_NAME = 'guest-sw.js';

/**
 * The files the guest page may load: its entry chunk and every chunk it imports, at once or
 * later (the form, the messages of each language, the phone's metadata), with their styles and
 * assets; not what `leaveOut` names, nor what only those chunks import.
 */
const guestFiles = (bundle: Rolldown.OutputBundle, options: Options): string[] => {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );
  const entry = [...chunks.values()].find(
    (chunk) => chunk.isEntry && chunk.moduleIds.includes(options.entry),
  );
  if (!entry) throw new Error(`No chunk for ${options.entry} in the bundle`);
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    if (chunk.moduleIds.some(options.leaveOut)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => files.add(file));
    chunk.viteMetadata?.importedAssets.forEach((file) => files.add(file));
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return [...files].sort();
};

/**
 * Emits the guest pages' service worker, /guest-sw.js (issue 17), with the list of files to keep
 * for offline use read from this build's bundle, and a version made of their hashed names and
 * the guest page itself: a deploy that changes any of them replaces the worker and its cache.
 */
export const guestServiceWorker = (options: Options): Plugin => ({
  name: 'chegada:guest-service-worker',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_output, bundle) {
    const page = bundle['guest.html'];
    if (page?.type !== 'asset') return this.error('guest.html is not in the bundle');
    const precache = [
      '/guest.html',
      ...options.alsoKeep,
      ...guestFiles(bundle, options).map((file) => `/${file}`),
    ];
    const version = createHash('sha256')
      .update(JSON.stringify(precache))
      .update(page.source)
      .digest('hex')
      .slice(0, 16);
    const compiled = await transformWithOxc(
      await readFile(options.source, 'utf8'),
      options.source,
      { lang: 'ts' },
    );
    this.emitFile({
      type: 'asset',
      fileName: FILE_NAME,
      source: [
        `const GUEST_PRECACHE = ${JSON.stringify(precache)};`,
        `const GUEST_VERSION = ${JSON.stringify(version)};`,
        `const GUEST_PAGES = ${JSON.stringify(options.pages)};`,
        compiled.code,
      ].join('\n'),
    });
  },
});
