/**
 * Names a subscription's checkpoint row in es_checkpoints and its ownership lock. The prefix
 * says which kind of subscriber it is, so a projection and a dispatcher never share either.
 * Renaming one restarts that subscription from the beginning of the log.
 */
export type SubscriptionId = `projection:${string}` | `dispatcher:${string}`;
