import type { Pool } from 'pg';
import { ConfigError, loadConfig, type Config } from '@chegada/config';
import { createDatabase, createPool } from '@chegada/database';
import { createEventStore, type EventStore } from '@chegada/event-store';
import { PersonalDataVault, resolveMasterKey } from '@chegada/personal-data';
import { ProjectionBusy } from './rebuild-projection';

// What the projections' operator commands (rebuild, parked events) share.

export type CommandOutput = { out(line: string): void; err(line: string): void };

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '3D000']);

const parseConfig = (
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Config | null => {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(error.message);
    return null;
  }
};

export type CommandDependencies = {
  pool: Pool;
  eventStore: EventStore;
  personalData: PersonalDataVault;
  close(): Promise<void>;
};

/** The pool, event store and personal data vault a command runs the projections with. */
const openDependencies = (config: Config, name: string): CommandDependencies => {
  const pool = createPool(config.DATABASE_URL, 4, { application_name: `chegada-${name}` });
  const eventStore = createEventStore(config, pool);
  const personalData = new PersonalDataVault(
    createDatabase(pool),
    resolveMasterKey(config.DATA_ENCRYPTION_KEY),
  );
  return {
    pool,
    eventStore,
    personalData,
    close: async () => {
      await eventStore.close();
      await pool.end();
    },
  };
};

const describeFailure = (error: unknown): string => {
  if (error instanceof ProjectionBusy) return error.message;
  const code = (error as { code?: string }).code;
  if (code && UNREACHABLE.has(code)) {
    return (
      `Cannot reach PostgreSQL (${code}): set DATABASE_URL, or start it with ` +
      '`docker compose up -d postgres`.'
    );
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
};

/**
 * Runs a command with its dependencies, closed afterwards: its exit code, or 1 with the
 * failure printed when the configuration is invalid or the command throws.
 */
export const withDependencies = async (
  name: string,
  env: Record<string, string | undefined>,
  output: CommandOutput,
  run: (dependencies: CommandDependencies) => Promise<number>,
): Promise<number> => {
  const config = parseConfig(env, output);
  if (!config) return 1;
  const dependencies = openDependencies(config, name);
  try {
    return await run(dependencies);
  } catch (error) {
    output.err(describeFailure(error));
    return 1;
  } finally {
    await dependencies.close();
  }
};
