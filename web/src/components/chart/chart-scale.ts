// The console's bar charts, drawn by hand in SVG (the dashboard's movements, the users'
// performance): one coordinate system and one vertical axis for all of them.

export const CHART = { width: 640, height: 240, left: 32, right: 8, top: 12, bottom: 28 };

const plotHeight = CHART.height - CHART.top - CHART.bottom;

/** A round top for the vertical axis, so its ticks are whole numbers: at least 1. */
export const axisTop = (values: readonly number[]): number => {
  const highest = Math.max(1, ...values);
  return highest <= 4 ? highest : Math.ceil(highest / 4) * 4;
};

/** The axis ticks: 0, the top, and the midpoint when it is a whole number. */
export const axisTicks = (top: number): number[] =>
  top % 2 === 0 && top > 1 ? [0, top / 2, top] : [0, top];

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
