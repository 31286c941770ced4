import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type Config } from '@chegada/config';
import { AppModule } from '../../apps/api/src/app.module';
import { configureHttp } from '../../apps/api/src/bootstrap/configure-http';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  baseUrl: string;
  config: Config;
  database: TestDatabase;
  app: NestExpressApplication;
  close(): Promise<void>;
};

/**
 * The API in this process on a fresh database, configured exactly as main.ts does,
 * listening on a free port. Integration tests drive it over HTTP.
 */
export const startTestApp = async (env: Record<string, string> = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    ROLE: 'api',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '5',
    // Its own queues, counters and codes: test files run side by side on one Redis.
    REDIS_PREFIX: `test-${database.name}`,
    ...env,
  });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: false,
  });
  configureHttp(app, config);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    config,
    database,
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
};

/**
 * Starts an app before the enclosing describe's tests and closes it after them. The holder's
 * `app` is set once the tests run: `const the = appForTheseTests(startAccountsApp)`, then
 * `the.app` inside them. With `world`, what it makes on the app (its members, a property…)
 * is set beside it: `appForTheseTests(startAccountsApp, async (app) => ({ owner: await
 * anOwner(app) }))`, then `the.owner`.
 */
export function appForTheseTests(start: () => Promise<TestApp>): { app: TestApp };
export function appForTheseTests<World extends object>(
  start: () => Promise<TestApp>,
  world: (app: TestApp) => Promise<World>,
): { app: TestApp } & World;
export function appForTheseTests<World extends object>(
  start: () => Promise<TestApp>,
  world?: (app: TestApp) => Promise<World>,
): { app: TestApp } & Partial<World> {
  const holder = {} as { app: TestApp } & Partial<World>;
  beforeAll(async () => {
    holder.app = await start();
    if (world) Object.assign(holder, await world(holder.app));
  });
  afterAll(() => holder.app.close());
  return holder;
}
