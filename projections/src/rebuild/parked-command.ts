import { ParkedEvents, type ParkedEvent } from '../runner/parked-events';
import { productionProjections, projectionNames } from '../registry';
import { withDependencies, type CommandOutput } from './command-support';

const usage = (): string =>
  'Usage: npm run projections:parked -- list | replay [NAME]\n' +
  `Projections: ${projectionNames.join(', ')}`;

const line = (parked: ParkedEvent): string =>
  `${parked.parkedAt.toISOString()} ${parked.projection} ${parked.eventType} ` +
  `${parked.streamId}@${parked.revision} (${parked.attempts} tries): ${parked.error}`;

/**
 * `projections:parked list` prints the events projections parked (oldest first, the error of
 * each); `projections:parked replay [NAME]` re-applies them once the projection is fixed.
 * Exit codes: 0 done (nothing parked, or all replayed), 1 failed or some still fail, 2 usage.
 */
export const runParked = async (
  args: readonly string[],
  env: Record<string, string | undefined>,
  output: CommandOutput,
): Promise<number> => {
  const [action, name] = args;
  if ((action !== 'list' && action !== 'replay') || (name && !projectionNames.includes(name))) {
    output.err(usage());
    return 2;
  }
  return withDependencies('parked', env, output, async (dependencies) => {
    const parked = new ParkedEvents({
      ...dependencies,
      projections: productionProjections(dependencies),
    });
    if (action === 'replay') {
      const { replayed, stillFailing } = await parked.replay(name);
      output.out(`Replayed ${replayed} parked events; ${stillFailing} still fail.`);
      return stillFailing > 0 ? 1 : 0;
    }
    const { items, total } = await parked.list({ page: 1, perPage: 100 });
    for (const item of items) output.out(line(item));
    output.out(`${total} parked events.`);
    return 0;
  });
};
