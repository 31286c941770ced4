import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigError, loadConfig, type Config } from '@chegada/config';
import { createDatabase, createPool, migrateToLatest } from '@chegada/database';
import { NestPinoLogger } from '@chegada/logging';
import { AppModule } from './app.module';
import { checkServices, configureHttp } from './bootstrap';
import { UsersRepository } from './accounts';
import { allMigrations } from './database';
import { seedDemo } from './demo-seed';
import { LOGGER } from './infrastructure';

const fail = (lines: string[]): never => {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
};

const loadConfigOrExit = (): Config => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) return fail([error.message]);
    throw error;
  }
};

const migrate = async (config: Config): Promise<void> => {
  const db = createDatabase<unknown>(createPool(config.DATABASE_URL, 2));
  try {
    await migrateToLatest(db, allMigrations);
  } finally {
    await db.destroy();
  }
};

const start = async (config: Config): Promise<void> => {
  if (!config.PROCESS.includes('api')) {
    const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
      bufferLogs: true,
    });
    const logger = new NestPinoLogger(context.get(LOGGER));
    context.useLogger(logger);
    context.enableShutdownHooks();
    // Said once the shutdown hooks are on: from here a SIGTERM stops everything cleanly.
    logger.log(`Chegada (${config.PROCESS.join(', ')}) running`);
    return;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
  });
  const logger = new NestPinoLogger(app.get(LOGGER));
  app.useLogger(logger);
  app.enableShutdownHooks();
  configureHttp(app, config);
  await app.listen(config.PORT, config.HOST);
  logger.log(
    `Chegada (${config.PROCESS.join(', ')}) on port ${config.PORT}; public URL ${config.PUBLIC_URL}`,
  );
  if (config.DEMO_SEED ?? config.NODE_ENV === 'development') {
    // A failed seed leaves a working product without demo data, never a stopped one.
    await seedDemo(config, app.get(UsersRepository), logger).catch((error: unknown) =>
      logger.warn(`Demo data not created: ${String(error)}`),
    );
  }
};

const main = async (): Promise<void> => {
  const config = loadConfigOrExit();
  const problems = await checkServices(config);
  if (problems.length > 0) fail(problems);
  await migrate(config);
  await start(config);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Chegada failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
