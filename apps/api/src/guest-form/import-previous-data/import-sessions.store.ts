import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { REDIS } from '../../infrastructure';

/** A selection handle lives 10 minutes, as its code does. */
export const IMPORT_SELECTION_TTL_SECONDS = 10 * 60;

/**
 * What an opaque selectedGuestId stands for. The earlier reservation's id is a guest link, so
 * it never leaves the server; only the handle does.
 */
export type ImportSelection = {
  accountId: string;
  currentReservationId: string;
  /** The booking source of the current reservation's link, checked at the lookup. */
  source: string;
  earlierReservationId: string;
  /** 'main' or the earlier reservation's additional guest key. */
  guest: string;
};

export const importSelectionKey = (prefix: string, handle: string): string =>
  `${prefix}:import:selection:${handle}`;
/** The OneTimeCodes scope of a handle's import code. */
export const importCodeScope = (handle: string): string => `import:code:${handle}`;
export const importCodeKey = (prefix: string, handle: string): string =>
  `${prefix}:${importCodeScope(handle)}`;

const isSelection = (value: unknown): value is ImportSelection => {
  const fields = ['accountId', 'currentReservationId', 'source', 'earlierReservationId', 'guest'];
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
};

/** Selection handles in Redis, expiring on their own (their codes: OneTimeCodes). */
@Injectable()
export class ImportSessionsStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: Config,
  ) {
    this.prefix = config.REDIS_PREFIX;
  }

  async select(selection: ImportSelection): Promise<string> {
    const handle = randomBytes(18).toString('base64url');
    await this.redis.set(
      importSelectionKey(this.prefix, handle),
      JSON.stringify(selection),
      'EX',
      IMPORT_SELECTION_TTL_SECONDS,
    );
    return handle;
  }

  async selection(handle: string): Promise<ImportSelection | null> {
    const stored = await this.redis.get(importSelectionKey(this.prefix, handle));
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isSelection(parsed) ? parsed : null;
  }
}
