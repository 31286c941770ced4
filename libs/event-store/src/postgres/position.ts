import type { Position } from '../event-store.port';

/**
 * Where a reader of the global log stands: the transaction id and the global position of the
 * last row it has passed. Rows are read in (txId, globalPosition) order, exclusive.
 */
export type Cursor = { txId: string; globalPosition: string };

export const START: Cursor = { txId: '0', globalPosition: '0' };

const POSITION_PATTERN = /^(\d+):(\d+)$/;

/** Positions read "<tx_id>:<global_position>", both decimal; callers treat them as opaque. */
export const toPosition = (cursor: Cursor): Position =>
  `${cursor.txId}:${cursor.globalPosition}` as Position;

export const toCursor = (position: Position | 'start'): Cursor => {
  if (position === 'start') return START;
  const match = POSITION_PATTERN.exec(position);
  if (!match?.[1] || !match[2]) {
    throw new TypeError(`Not a position of the PostgreSQL event store: ${String(position)}`);
  }
  return { txId: match[1], globalPosition: match[2] };
};

/**
 * Every transaction below the snapshot's xmin has ended, so whatever comes next has
 * tx_id >= xmin: (xmin, 0) is a safe resume point (identity values start at 1).
 */
export const horizonCursor = (xmin: string): Cursor => ({ txId: xmin, globalPosition: '0' });

const compare = (a: Cursor, b: Cursor): number => {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx > 0n ? 1 : -1;
  const position = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return position === 0n ? 0 : position > 0n ? 1 : -1;
};

export const laterOf = (a: Cursor, b: Cursor): Cursor => (compare(a, b) >= 0 ? a : b);

/**
 * Whether a transaction's writes were visible in a pg_snapshot ("xmin:xmax:xip,…"): a
 * live-only subscription skips what had already committed when it started.
 */
export const visibleInSnapshot = (snapshot: string): ((txId: string) => boolean) => {
  const [xmin = '0', xmax = '0', running = ''] = snapshot.split(':');
  const low = BigInt(xmin);
  const high = BigInt(xmax);
  const inProgress = new Set(running.split(',').filter(Boolean));
  return (txId) => {
    const tx = BigInt(txId);
    return tx < low || (tx < high && !inProgress.has(txId));
  };
};
