import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The built pages whose inline scripts the browser may run (web/build/early-start.plugin.ts
// writes one into guest.html).
const PAGES = ['index.html', 'guest.html'];

/**
 * The CSP sources of the inline scripts of the web client's built pages, by their SHA-256
 * (`'sha256-…'`): the policy keeps `script-src 'self'` and allows exactly these, no other.
 */
export const inlineScriptHashes = (webDist: string): string[] =>
  PAGES.map((page) => resolve(webDist, page))
    .filter((path) => existsSync(path))
    .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/<script>([^]*?)<\/script>/g)])
    .map(([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
