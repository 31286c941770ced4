import { findProjection, projectionNames } from '../registry';
import { withDependencies, type CommandOutput } from './command-support';
import { rebuildProjection } from './rebuild-projection';

export type { CommandOutput } from './command-support';

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
  return withDependencies('rebuild', env, output, async (dependencies) => {
    const projection = findProjection(name, dependencies);
    if (!projection) throw new Error(`Projection ${name} is registered without a definition`);
    const started = Date.now();
    const applied = await rebuildProjection({ ...dependencies, projection });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    output.out(`Rebuilt ${projection.name}: applied ${applied} events in ${seconds} s.`);
    return 0;
  });
};
