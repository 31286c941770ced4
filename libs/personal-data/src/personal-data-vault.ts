import type { Kysely } from 'kysely';
import {
  isSealed,
  newDataKey,
  openValue,
  sealValue,
  unwrapDataKey,
  wrapDataKey,
  type Sealed,
} from './sealing';

type PersonalDataKeysTable = {
  subject_id: string;
  wrapped_key: Buffer | null;
  shredded_at: Date | null;
};
type VaultTables = { personal_data_keys: PersonalDataKeysTable };

/** What a sealed value reads as once its subject's key is gone. */
export const REMOVED = Symbol('personal data removed');
export type Opened<T> = T | typeof REMOVED;

export type VaultOptions = {
  /**
   * How long an unwrapped key stays in memory. Another process that shreds a key is seen
   * after at most this long; the shredding process forgets it at once.
   */
  cacheTtlMs?: number;
  cacheSize?: number;
};

type CachedKey = { key: Buffer | null; until: number };

/**
 * Per-subject data keys for crypto-shredding (architecture.md, personal data): values are
 * sealed under the subject's key, and deleting the key makes every copy unreadable — in the
 * append-only event log on either adapter, in backups and in files.
 */
export class PersonalDataVault {
  private readonly db: Kysely<VaultTables>;
  private readonly cache = new Map<string, CachedKey>();
  private readonly ttlMs: number;
  private readonly size: number;

  constructor(
    db: Kysely<unknown>,
    private readonly masterKey: Buffer,
    options: VaultOptions = {},
  ) {
    this.db = db.withTables<VaultTables>();
    this.ttlMs = options.cacheTtlMs ?? 60_000;
    this.size = options.cacheSize ?? 10_000;
  }

  /** The subject's key, made on first use; a shredded subject never gets a new one. */
  async createKey(subjectId: string): Promise<Buffer> {
    const existing = await this.keyOf(subjectId);
    if (existing) return existing;
    await this.db
      .insertInto('personal_data_keys')
      .values({
        subject_id: subjectId,
        wrapped_key: wrapDataKey(this.masterKey, subjectId, newDataKey()),
        shredded_at: null,
      })
      .onConflict((conflict) => conflict.column('subject_id').doNothing())
      .execute();
    // Whoever won a concurrent insert, the stored key is the one to use.
    const stored = await this.keyOf(subjectId);
    if (!stored) throw new PersonalDataRemoved(subjectId);
    return stored;
  }

  /**
   * createKey for many subjects at once (a batch of new reservations): three round trips for
   * the batch, and each key is then at hand for seal.
   */
  async createKeys(subjectIds: readonly string[]): Promise<void> {
    const known = await this.keysOf(subjectIds);
    const missing = [...new Set(subjectIds)].filter((id) => !known.has(id));
    if (missing.length === 0) return;
    await this.db
      .insertInto('personal_data_keys')
      .values(
        missing.map((subjectId) => ({
          subject_id: subjectId,
          wrapped_key: wrapDataKey(this.masterKey, subjectId, newDataKey()),
          shredded_at: null,
        })),
      )
      .onConflict((conflict) => conflict.column('subject_id').doNothing())
      .execute();
    // Whoever won a concurrent insert, the stored key is the one remembered.
    await this.keysOf(missing);
  }

  /** null when the subject's data was removed or never had a key. */
  async keyOf(subjectId: string): Promise<Buffer | null> {
    return (await this.keysOf([subjectId])).get(subjectId) ?? null;
  }

  async keysOf(subjectIds: readonly string[]): Promise<Map<string, Buffer | null>> {
    const now = Date.now();
    const found = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of new Set(subjectIds)) {
      const cached = this.cache.get(id);
      if (cached && cached.until > now) found.set(id, cached.key);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const rows = await this.db
      .selectFrom('personal_data_keys')
      .select(['subject_id', 'wrapped_key'])
      .where('subject_id', 'in', missing)
      .execute();
    for (const row of rows) {
      const key = row.wrapped_key && unwrapDataKey(this.masterKey, row.subject_id, row.wrapped_key);
      found.set(row.subject_id, key);
      this.remember(row.subject_id, key, now);
    }
    return found;
  }

  async seal(subjectId: string, value: unknown): Promise<Sealed> {
    return sealValue(await this.createKey(subjectId), subjectId, value);
  }

  /** A sealed value opened; a plain value (never sealed) is returned as it is. */
  async open<T>(subjectId: string, value: T | Sealed): Promise<Opened<T>> {
    if (!isSealed(value)) return value;
    const key = await this.keyOf(subjectId);
    return key ? (openValue(key, subjectId, value) as T) : REMOVED;
  }

  /** Opens with keys already fetched (a batch): no round trip per value. */
  openWith<T>(
    keys: ReadonlyMap<string, Buffer | null>,
    subjectId: string,
    value: T | Sealed,
  ): Opened<T> {
    if (!isSealed(value)) return value;
    const key = keys.get(subjectId);
    return key ? (openValue(key, subjectId, value) as T) : REMOVED;
  }

  /** Deletes the key for good: everything sealed under it is unreadable from now on. */
  async shred(subjectId: string): Promise<void> {
    await this.db
      .insertInto('personal_data_keys')
      .values({ subject_id: subjectId, wrapped_key: null, shredded_at: new Date() })
      .onConflict((conflict) =>
        conflict
          .column('subject_id')
          .doUpdateSet({ wrapped_key: null, shredded_at: new Date() })
          // Shredding again (a retried removal) keeps the first time.
          .where('personal_data_keys.shredded_at', 'is', null),
      )
      .execute();
    this.remember(subjectId, null, Date.now());
  }

  /**
   * shred for every subject whose id starts with `prefix` (a reservation's companions' entries,
   * `companionSubjectsOf`): one statement, however many there are.
   */
  async shredAll(prefix: string): Promise<void> {
    const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const shredded = await this.db
      .updateTable('personal_data_keys')
      .set({ wrapped_key: null, shredded_at: new Date() })
      .where('subject_id', 'like', pattern)
      .where('shredded_at', 'is', null)
      .returning('subject_id')
      .execute();
    const now = Date.now();
    // Collected first: remember() moves an entry to the end, which a live iteration would revisit.
    const cached = [...this.cache.keys()].filter((id) => id.startsWith(prefix));
    for (const id of new Set([...shredded.map((row) => row.subject_id), ...cached]))
      this.remember(id, null, now);
  }

  private remember(subjectId: string, key: Buffer | null, now: number): void {
    this.cache.delete(subjectId);
    if (this.cache.size >= this.size) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    // A removed key never comes back: it may stay cached for good.
    this.cache.set(subjectId, { key, until: key ? now + this.ttlMs : Number.POSITIVE_INFINITY });
  }
}

export class PersonalDataRemoved extends Error {
  constructor(readonly subjectId: string) {
    super(`Personal data of ${subjectId} was removed`);
  }
}

/**
 * The subject whose key seals a reservation's biometric data (liveness frames, face
 * descriptors): its own key, so those can be destroyed before the rest of the reservation.
 */
export const biometricSubjectOf = (reservationId: string): string => `${reservationId}:biometric`;

/**
 * The subject whose key seals what a guest's deletion keeps because a legal duty does (the
 * stay's identity data, until the host's retention period ends): shredded on its own then.
 */
export const keptSubjectOf = (reservationId: string): string => `${reservationId}:kept`;

/**
 * The subject whose key seals an adult companion's part of a reservation once the holder's
 * deletion shredded the reservation's key: the companion's data is theirs, and goes by their
 * own request or by retention.
 */
export const guestSubjectOf = (reservationId: string, guestKey: string): string =>
  `${reservationId}:guest:${guestKey}`;

/**
 * Where the keys of a reservation's adult companions' entries of the form live (issue 32):
 * `companionSubjectsOf(id)` is their common prefix, shredded with the reservation's key.
 */
export const companionSubjectsOf = (reservationId: string): string => `${reservationId}:companion:`;

/**
 * The subjects sealing one adult companion's entry in the reservation's events, under the
 * reservation's key: their contact (phone, e-mail, address), shredded as soon as they ask for
 * deletion, and the rest of their entry, shredded when their deletion completes — so their
 * part of every event goes for good while the holder's stays readable.
 */
export const companionEntrySubjectsOf = (reservationId: string, guestKey: string) => ({
  contact: `${companionSubjectsOf(reservationId)}${guestKey}:contact`,
  rest: `${companionSubjectsOf(reservationId)}${guestKey}:entry`,
});

/**
 * The subject whose key seals the address an adult companion typed for one request of hers
 * (data-subject requests): the request's own, shredded when the request closes, or by retention
 * with the stay's data when it never does.
 */
export const requesterEmailSubjectOf = (requestId: string): string =>
  `data-request:${requestId}:email`;
