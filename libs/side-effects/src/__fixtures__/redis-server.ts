import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '@chegada/testing';

export type RedisServer = {
  url: string;
  /** What a Redis restart without persistence does to BullMQ: every key gone. */
  flushAll(): Promise<void>;
  stop(): Promise<void>;
};

/** A redis-server of the test's own, so a FLUSHALL disturbs no other test file. */
export const startRedisServer = async (): Promise<RedisServer> => {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      5_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  const admin = new Redis(url);
  return {
    url,
    flushAll: async () => {
      await admin.flushall();
    },
    stop: async () => {
      admin.disconnect();
      child.kill('SIGTERM');
      await exited;
    },
  };
};
