import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// The liveness step's guidance (features/guest-form/liveness/face-guidance.ts) loads its models
// and the WebAssembly backend from our own origin, never a CDN: no face leaves our servers.
const require = createRequire(import.meta.url);
// The package's `exports` map names no package.json: its models sit beside its dist/.
const MODELS = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
const WASM = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');

/** What the guidance reads: the detector and the mesh (the face's box and its turn), nothing else. */
const FILES: readonly string[] = [
  ...['blazeface', 'facemesh'].flatMap((model) =>
    ['json', 'bin'].map((ext) => join(MODELS, `${model}.${ext}`)),
  ),
  // The one the browser can run: SIMD, threaded SIMD (cross-origin isolated pages), plain.
  ...['', '-simd', '-threaded-simd'].map((kind) => join(WASM, `tfjs-backend-wasm${kind}.wasm`)),
];

/** The path each file is served at, under `base` (/liveness/). */
const servedAt = (base: string) =>
  new Map(
    FILES.map((file) => [
      `${base}${file.endsWith('.wasm') ? 'wasm' : 'models'}/${basename(file)}`,
      file,
    ]),
  );

const TYPES: Record<string, string> = {
  json: 'application/json',
  bin: 'application/octet-stream',
  wasm: 'application/wasm',
};

/**
 * Copies the guidance's models and WebAssembly into the build (dist/web in production, served
 * by the API as the rest of the client) and serves them in development. They are no chunk of
 * the bundle: the guest page's service worker does not keep them.
 */
export const faceGuidanceFiles = (base: string): Plugin => ({
  name: 'chegada:face-guidance-files',
  configureServer(server) {
    const files = servedAt(base);
    server.middlewares.use((request, response, next) => {
      const file = files.get((request.url ?? '').split('?')[0] ?? '');
      if (!file) return next();
      response.setHeader(
        'Content-Type',
        TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream',
      );
      createReadStream(file).pipe(response);
    });
  },
  generateBundle() {
    for (const [path, file] of servedAt(base))
      this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(file) });
  },
});
