import { ConfigError, loadConfig, type Config } from '@chegada/config';
import { createDatabase, createPool } from '@chegada/database';
import { createEventStore } from '@chegada/event-store';
import { PersonalDataVault, resolveMasterKey } from '@chegada/personal-data';
import { findProjection, projectionNames } from '../registry';
import { ProjectionBusy, rebuildProjection } from './rebuild-projection';

export type CommandOutput = { out(line: string): void; err(line: string): void };

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '3D000']);

const usage = (): string =>
  `Usage: npm run projections:rebuild -- NAME\nProjections: ${projectionNames.join(', ')}`;

/**
 * `projections:rebuild NAME`: empties the projection's read model and checkpoint, replays
 * the whole log and prints how many events it applied. Exit codes: 0 done, 1 failed,
 * 2 unknown projection.
 */
export const runRebuild = async (
  args: readonly string[],
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Promise<number> => {
  const name = args[0];
  if (!name || !projectionNames.includes(name)) {
    output.err(name ? `Unknown projection "${name}".\n${usage()}` : usage());
    return 2;
  }
  const config = parseConfig(env, output);
  if (!config) return 1;
  const pool = createPool(config.DATABASE_URL, 4, { application_name: 'chegada-rebuild' });
  const eventStore = createEventStore(config, pool);
  const personalData = new PersonalDataVault(
    createDatabase(pool),
    resolveMasterKey(config.DATA_ENCRYPTION_KEY),
  );
  const projection = findProjection(name, { personalData });
  try {
    if (!projection) throw new Error(`Projection ${name} is registered without a definition`);
    const started = Date.now();
    const applied = await rebuildProjection({ pool, eventStore, projection });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    output.out(`Rebuilt ${projection.name}: applied ${applied} events in ${seconds} s.`);
    return 0;
  } catch (error) {
    output.err(describeFailure(error));
    return 1;
  } finally {
    await eventStore.close();
    await pool.end();
  }
};

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
