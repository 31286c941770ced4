import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
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
    target: 'es2022',
    rolldownOptions: {
      // Our shared libs only declare things (schemas, catalogues): a page that imports one
      // export should not carry the rest (Yup, phone metadata) in its first load.
      treeshake: { moduleSideEffects: (id: string) => !/\/libs\/(contracts|domain)\//.test(id) },
    },
  },
});
