import type { Pool } from 'pg';

/**
 * Wakes this process's subscribers right after one of its appends commits. Other processes
 * hear of it through AppendSignal, or at their next poll.
 * A version counter closes the race between a subscriber's read and its wait.
 */
export class LocalNotifier {
  private current = 0;
  private readonly waiters = new Set<() => void>();

  get version(): number {
    return this.current;
  }

  notify(): void {
    this.current += 1;
    for (const wake of this.waiters) wake();
    this.waiters.clear();
  }

  /** Resolves when the version moves past `seen`, after `timeoutMs`, or when aborted. */
  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.current !== seen || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.waiters.delete(finish);
        signal.removeEventListener('abort', finish);
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.waiters.add(finish);
      signal.addEventListener('abort', finish, { once: true });
    });
  }
}

// One per pool: every store built on the same pool shares its subscribers' wake-ups.
const notifiers = new WeakMap<Pool, LocalNotifier>();

export const localNotifierFor = (pool: Pool): LocalNotifier => {
  let notifier = notifiers.get(pool);
  if (!notifier) {
    notifier = new LocalNotifier();
    notifiers.set(pool, notifier);
  }
  return notifier;
};
