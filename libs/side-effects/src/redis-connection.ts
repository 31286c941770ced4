import { Redis } from 'ioredis';

/**
 * BullMQ wants one connection per Queue or Worker. Workers block on Redis and must retry
 * forever (`maxRetriesPerRequest: null`); producers fail fast so the dispatcher can back off
 * and resume from its checkpoint.
 */
export const createRedisConnection = (url: string, role: 'producer' | 'worker'): Redis =>
  new Redis(url, {
    maxRetriesPerRequest: role === 'worker' ? null : 3,
    connectionName: `chegada-${role}`,
  });
