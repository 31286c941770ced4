import { LruMap } from '../lru-map';

/**
 * A stream's folded state as of a revision, and what made it: the fold (the decider) and the
 * codec its events were read through, since another pair may fold the same events otherwise.
 */
export type CachedStream = { state: unknown; revision: number; fold: object; codec?: object };

/**
 * The last folded state of the streams this process wrote most recently, least recently used
 * out first. An entry is only ever a guess: EventSourcedCommands appends with the cached
 * revision as the expected one, so a stream another process moved refuses the append, and a
 * refusal or a no-op decided on a cached state is decided again on a fresh read.
 */
export class StreamStateCache {
  private readonly entries: LruMap<string, CachedStream>;

  constructor(capacity: number) {
    this.entries = new LruMap(capacity);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry for `streamId` when the same fold and codec made it; touching it keeps it. */
  get(streamId: string, fold: object, codec?: object): CachedStream | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.fold !== fold || entry.codec !== codec) return undefined;
    return entry;
  }

  set(streamId: string, entry: CachedStream): void {
    this.entries.set(streamId, entry);
  }

  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
