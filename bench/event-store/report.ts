import type { CellResult } from './append-cell';
import type { CatchUpResult } from './catch-up';

export const GOALS = {
  oursOverEmmettAt8: 1.5,
  oursOverRawAt8: 0.6,
  catchUpEventsPerSecond: 50_000,
} as const;

export type Ratios = { writers: number; oursOverEmmett: number; oursOverRaw: number };

const pad = (text: string, width: number): string => text.padStart(width);
const fixed = (value: number, digits = 0): string => value.toFixed(digits);

const find = (cells: CellResult[], target: CellResult['target'], writers: number) =>
  cells.find((cell) => cell.target === target && cell.writers === writers);

export const ratiosOf = (cells: CellResult[], writerCounts: number[]): Ratios[] =>
  writerCounts.map((writers) => {
    const ours = find(cells, 'ours', writers)?.appendsPerSecond ?? 0;
    const emmett = find(cells, 'emmett', writers)?.appendsPerSecond ?? Number.NaN;
    const raw = find(cells, 'raw', writers)?.appendsPerSecond ?? Number.NaN;
    return { writers, oursOverEmmett: ours / emmett, oursOverRaw: ours / raw };
  });

export const appendTable = (cells: CellResult[]): string => {
  const header = `${pad('writers', 7)} ${pad('store', 7)} ${pad('appends/s', 10)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('appends', 8)}`;
  const rows = cells.map(
    (cell) =>
      `${pad(String(cell.writers), 7)} ${pad(cell.target, 7)} ${pad(fixed(cell.appendsPerSecond), 10)} ` +
      `${pad(fixed(cell.p50Ms, 2), 8)} ${pad(fixed(cell.p99Ms, 2), 8)} ${pad(String(cell.appends), 8)}`,
  );
  return [header, ...rows].join('\n');
};

export const ratioTable = (ratios: Ratios[]): string => {
  const header = `${pad('writers', 7)} ${pad('ours/emmett', 12)} ${pad('ours/raw', 9)}`;
  const rows = ratios.map(
    (ratio) =>
      `${pad(String(ratio.writers), 7)} ${pad(fixed(ratio.oursOverEmmett, 2) + 'x', 12)} ` +
      `${pad(fixed(ratio.oursOverRaw * 100) + '%', 9)}`,
  );
  return [header, ...rows].join('\n');
};

export const catchUpLines = (catchUp: CatchUpResult): string =>
  [
    `readAll pages:  ${catchUp.events} events in ${fixed(catchUp.readAllSeconds, 2)} s = ` +
      `${fixed(catchUp.readAllEventsPerSecond)} events/s ` +
      `(${fixed(catchUp.readAllNodeCpuSeconds, 2)} s of it Node CPU)`,
    `subscribeToAll: ${catchUp.events} events in ${fixed(catchUp.subscribeSeconds, 2)} s = ` +
      `${fixed(catchUp.subscribeEventsPerSecond)} events/s`,
  ].join('\n');

export const goalLines = (ratios: Ratios[], catchUp: CatchUpResult) => {
  const at8 = ratios.find((ratio) => ratio.writers === 8);
  const goals = {
    oursOverEmmettAt8: (at8?.oursOverEmmett ?? 0) >= GOALS.oursOverEmmettAt8,
    oursOverRawAt8: (at8?.oursOverRaw ?? 0) >= GOALS.oursOverRawAt8,
    catchUp: catchUp.readAllEventsPerSecond >= GOALS.catchUpEventsPerSecond,
  };
  const mark = (met: boolean): string => (met ? 'met   ' : 'MISSED');
  const text = [
    `${mark(goals.oursOverEmmettAt8)} ours >= ${GOALS.oursOverEmmettAt8}x Emmett at 8 writers: ${fixed(at8?.oursOverEmmett ?? 0, 2)}x`,
    `${mark(goals.oursOverRawAt8)} ours >= ${GOALS.oursOverRawAt8 * 100}% of raw at 8 writers: ${fixed((at8?.oursOverRaw ?? 0) * 100)}%`,
    `${mark(goals.catchUp)} catch-up >= ${GOALS.catchUpEventsPerSecond} events/s: ${fixed(catchUp.readAllEventsPerSecond)}`,
  ].join('\n');
  return { goals, text };
};
