import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { earlyGuestStart, earlySiteStart } from './build/early-start.plugin';
import { cataloguePartsOf, isServerOnly, type CataloguePart } from './src/app/catalogue-parts';
import { faceGuidanceFiles } from './vite/face-guidance-files';
import { guestServiceWorker } from './vite/guest-service-worker';
import { GUEST_PAGE_PATHS } from '../libs/contracts/src/guest-page-paths';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The narrower alias first: a string alias also matches what starts with it and a '/'.
const aliases = {
  '@chegada/domain/phone': root('../libs/domain/src/contact/phone.ts'),
  '@chegada/contracts': root('../libs/contracts/src/index.ts'),
  '@chegada/domain': root('../libs/domain/src/index.ts'),
};

const domainPhone = aliases['@chegada/domain/phone'];
const deferredPhone = root('src/lib/phone/deferred-phone.ts');

/**
 * The shared schemas check phones with libs/domain's phone.ts, whose metadata is ~50 KB gzip:
 * in the browser they get src/lib/phone/deferred-phone.ts instead, which loads it on first use.
 */
const deferPhoneMetadata = (): Plugin => ({
  name: 'chegada:defer-phone-metadata',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || importer === deferredPhone || !source.endsWith('/phone')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === domainPhone ? deferredPhone : null;
  },
});

const CATALOGUE = 'virtual:catalogue/';
const DEFAULT_LOCALE = 'pt-BR';

/**
 * `virtual:catalogue/<locale>/<part>`: that language's messages from src/app/messages.ts (every
 * catalogue, the server's included) of one part (src/app/catalogue-parts.ts), each precompiled
 * to react-intl's AST, the server's own texts left out. A visitor loads one language, the account part only once signed in, and
 * the ICU parser (~20 KB gzip) is left out of the bundle (see the alias below).
 */
const precompiledCatalogues = (): Plugin => {
  type Messages = Record<string, Record<string, string>>;
  let sources: ReturnType<typeof runnerImport<{ messages: Messages }>> | undefined;
  const read = () =>
    (sources ??= runnerImport<{ messages: Messages }>(root('src/app/messages.ts'), {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: aliases },
    }));
  return {
    name: 'chegada:precompiled-catalogues',
    resolveId: (id) => (id.startsWith(CATALOGUE) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${CATALOGUE}`)) return null;
      const [locale = '', part] = id.slice(CATALOGUE.length + 1).split('/');
      const { module, dependencies } = await read();
      dependencies.forEach((file) => this.addWatchFile(file));
      const messages = module.messages[locale];
      if (!messages) return this.error(`No message catalogue for ${locale}`);
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(
            ([key]) => !isServerOnly(key) && cataloguePartsOf(key).includes(part as CataloguePart),
          )
          .map(([key, message]) => [key, parse(message)]),
      );
      // A JSON string parses faster than the same object as a JavaScript literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
    // Most visitors read pt-BR (spec §1: the default of every host but .com and .com.es): its
    // catalogue downloads alongside the entry instead of after it, which the first render awaits.
    // The guest's page (guest.html) preloads its language's own (build/early-start.plugin.ts).
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, path }) =>
        (path.endsWith('/guest.html') ? [] : ['site']).flatMap((part) => {
          const chunk = Object.values(bundle ?? {}).find(
            (output) =>
              output.type === 'chunk' &&
              output.facadeModuleId === `\0${CATALOGUE}${DEFAULT_LOCALE}/${part}`,
          );
          return chunk
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
                },
              ]
            : [];
        }),
    },
  };
};

const SHARED_LIBS = /\/libs\/(contracts|domain)\//;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The modules an entry runs before its first render: itself and its static imports (but for
 * the shared libs' modules, reached through their index files whatever a page uses of them).
 */
const staticClosure = (graph: ModuleGraph, entry: string, seen = new Set<string>()) => {
  if (seen.has(entry) || SHARED_LIBS.test(entry)) return seen;
  seen.add(entry);
  graph.getModuleInfo(entry)?.importedIds.forEach((id) => staticClosure(graph, id, seen));
  return seen;
};

// What both pages' first load reads of the shared libs, which the closures above leave out: the
// booking sources (the guest's routes and the site's route table are made per source). Else
// the site's `shell` takes them, and the guest's page would load the shell for them.
const FIRST_LOAD_LIBS = new Set([root('../libs/domain/src/reservations/reservation.values.ts')]);

const entries = {
  site: root('src/main.tsx'),
  guest: root('src/guest-main.tsx'),
  startApp: root('src/app/start-app.tsx'),
};

/**
 * The first load in as few chunks as it takes (gzip compresses one file better than several):
 * `common`, what both pages run first (React, Redux, react-intl, the providers), and `shell`,
 * what the site adds (its router, route table and menus; the guest's page loads it only for a
 * path it does not know). The pages' own modules stay in their entry chunks.
 */
const firstLoadChunk = () => {
  let closures: Record<keyof typeof entries, Set<string>> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    closures ??= {
      site: staticClosure(graph, entries.site),
      guest: staticClosure(graph, entries.guest),
      startApp: staticClosure(graph, entries.startApp),
    };
    if (id === entries.site || id === entries.guest) return null;
    // main.tsx and guest-main.tsx import the base styles first, so they stay first in the cascade.
    if (FIRST_LOAD_LIBS.has(id)) return 'common';
    if (closures.site.has(id) && closures.guest.has(id)) return 'common';
    return closures.startApp.has(id) ? 'shell' : null;
  };
};

const sharedLibSideEffects = (id: string) => !SHARED_LIBS.test(id);

// Offline, the guest's page needs its own messages in each language, not the signed-in part's.
const GUEST_CATALOGUES = new RegExp(`^\\0${CATALOGUE}[^/]+/(guestFrame|guest|guestSteps)$`);

// How the pages' inline early starts are built (build/early-start.plugin.ts).
const earlyStartBuild = {
  catalogue: (locale: string, part: string) => `\0${CATALOGUE}${locale}/${part}`,
  alias: aliases,
  moduleSideEffects: sharedLibSideEffects,
};

export default defineConfig({
  plugins: [
    react(),
    deferPhoneMetadata(),
    precompiledCatalogues(),
    earlyGuestStart({
      ...earlyStartBuild,
      earlyStart: root('src/app/guest/early-start.ts'),
      screen: root('src/features/guest-form/components/GuestFormScreen.tsx'),
    }),
    earlySiteStart({
      ...earlyStartBuild,
      earlyStart: root('src/app/early-site-start.ts'),
      // The public pages most often opened first, as src/app/routes/route-table.tsx loads them
      // (the build fails if a screen named here is no chunk of its own).
      pages: {
        '/': { screen: root('src/features/home/HomePage.tsx'), part: 'home' },
        '/login': { screen: root('src/features/auth/components/LoginPage.tsx'), part: 'auth' },
        '/register': {
          screen: root('src/features/auth/components/RegisterPage.tsx'),
          part: 'auth',
        },
        '/recover': { screen: root('src/features/auth/components/RecoverPage.tsx'), part: 'auth' },
      },
    }),
    faceGuidanceFiles('/liveness/'),
    guestServiceWorker({
      source: root('src/lib/offline/service-worker/guest-sw.ts'),
      entry: entries.guest,
      // The liveness guidance (~2 MB, issue 29) downloads on its step only, never kept ahead.
      leaveOut: (id) =>
        id === entries.startApp ||
        id.includes('/@vladmandic/human/') ||
        (id.startsWith(`\0${CATALOGUE}`) && !GUEST_CATALOGUES.test(id)),
      alsoKeep: ['/favicon.svg'],
      pages: GUEST_PAGE_PATHS,
    }),
  ],
  resolve: {
    // react-intl and @formatjs/intl each carry their own intl-messageformat (same version):
    // one copy in the bundle is ~2 KB gzip less on every page.
    dedupe: ['intl-messageformat', '@formatjs/icu-messageformat-parser'],
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // Every message arrives precompiled: react-intl needs no parser at run time.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/admin/queues': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The benchmark (bench/web.bench.ts) reads which chunks each route loads from here.
    manifest: true,
    target: 'es2022',
    // Every browser the guests use preloads modules itself; on one that does not, Vite's own
    // loader still fetches a screen's chunks together, so the polyfill would only weigh.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The guest's pages have their own page and shell (src/guest-main.tsx, issue 17): a guest
      // on 3G does not download the site's router, route table and menus.
      input: { main: root('index.html'), guest: root('guest.html') },
      // Our shared libs only declare things (schemas, catalogues): a page that imports one
      // export should not carry the rest (Yup, phone metadata) in its first load.
      output: { codeSplitting: { groups: [{ name: firstLoadChunk(), debugName: 'first-load' }] } },
      treeshake: { moduleSideEffects: sharedLibSideEffects },
    },
  },
});
