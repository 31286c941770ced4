/** Injection tokens of the shared infrastructure (one instance per process). */
export const PG_POOL = Symbol('PG_POOL');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
