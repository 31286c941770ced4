// The console's bar charts, drawn by hand in SVG (the dashboard's movements, the users'
// performance): one coordinate system and one vertical axis for all of them.

export const CHART = { width: 640, height: 240, left: 32, right: 8, top: 12, bottom: 28 };

const plotHeight = CHART.height - CHART.top - CHART.bottom;

const TICK_STEPS = 4;

/**
 * A top for the vertical axis that splits into four whole steps: at least 4, so a quiet month
 * still reads as a scale (0 1 2 3 4), not as a lone 0 and 1.
 */
export const axisTop = (values: readonly number[]): number =>
  Math.ceil(Math.max(TICK_STEPS, ...values) / TICK_STEPS) * TICK_STEPS;

/** The axis ticks: five whole numbers from 0 to the top. */
export const axisTicks = (top: number): number[] =>
  Array.from({ length: TICK_STEPS + 1 }, (_, step) => (top / TICK_STEPS) * step);

export const yOf = (count: number, top: number): number =>
  CHART.top + plotHeight - (count / top) * plotHeight;

/** Where each group's pair of bars starts, and how wide one bar is. */
export const columns = (count: number) => {
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(1, count);
  const bar = Math.max(2, (slot - 4) / 2);
  return { slot, bar, xOf: (index: number) => CHART.left + index * slot + 2 };
};

/** Dates travel as YYYY-MM-DD; read at UTC midnight and shown in UTC, they never shift a day. */
export const calendarDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
