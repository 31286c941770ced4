import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const domainPhone = root('../libs/domain/src/contact/phone.ts');
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

export default defineConfig({
  plugins: [react(), deferPhoneMetadata()],
  resolve: {
    alias: {
      '@chegada/contracts': root('../libs/contracts/src/index.ts'),
      '@chegada/domain': root('../libs/domain/src/index.ts'),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The benchmark (bench/web.bench.ts) reads which chunks each route loads from here.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Our shared libs only declare things (schemas, catalogues): a page that imports one
      // export should not carry the rest (Yup, phone metadata) in its first load.
      treeshake: { moduleSideEffects: (id: string) => !/\/libs\/(contracts|domain)\//.test(id) },
    },
  },
});
