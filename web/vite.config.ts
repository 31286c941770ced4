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
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
