/** Injection tokens of the shared infrastructure (one instance per process). */
export const PG_POOL = Symbol('PG_POOL');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
/** The process's pino logger (libs/logging): Nest's logs and one line per request. */
export const LOGGER = Symbol('LOGGER');
