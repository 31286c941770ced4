import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const MAIN = resolve(__dirname, '../../dist/apps/api/src/main.js');

export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
};

export type SpawnedApp = {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

/** Runs the built product as `npm start` does (node dist/…/main.js) with the given environment. */
export const runBuiltApp = (
  env: Record<string, string>,
): { process: ChildProcess; output: () => string } => {
  const child = spawn(process.execPath, [MAIN], {
    cwd: resolve(__dirname, '../..'),
    // Tests start from empty data unless one asks for the development demo data.
    env: { PATH: process.env.PATH ?? '', DEMO_SEED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
};

/** Starts the built app and waits until /api/health answers 200. */
export const startBuiltApp = async (
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<SpawnedApp> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = runBuiltApp({ PORT: String(port), HOST: '127.0.0.1', ...env });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.process.exitCode !== null) throw new Error(`app exited early:\n${app.output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      return {
        baseUrl,
        ...app,
        stop: async () => {
          if (app.process.exitCode !== null) return;
          app.process.kill('SIGTERM');
          await once(app.process, 'exit');
        },
      };
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  app.process.kill('SIGKILL');
  throw new Error(`app did not become healthy in ${timeoutMs} ms:\n${app.output()}`);
};
