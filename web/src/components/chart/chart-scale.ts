// The console's bar charts, drawn by hand in SVG (the dashboard's movements, the users'
// performance): one coordinate system and one vertical axis for all of them.

/**
 * The drawing's frame in CSS pixels. `width` is the width drawn before the frame is measured
 * (and in tests without layout): once measured, a chart is drawn at its frame's own width, so
 * at 360 px the whole period fits and the labels keep their size.
 */
export const CHART = { width: 640, height: 240, left: 32, right: 12, top: 12, bottom: 28 };

/** A label of the horizontal axis takes about this much room, gap included (11 px text). */
export const LABEL_ROOM = 48;

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

/** Where each group's pair of bars starts, and how wide one bar is, in a chart `width` wide. */
export const columns = (count: number, width: number) => {
  const slot = (width - CHART.left - CHART.right) / Math.max(1, count);
  const gap = slot > 12 ? 4 : 1;
  const bar = Math.max(1, (slot - gap) / 2);
  return { slot, bar, xOf: (index: number) => CHART.left + index * slot + gap / 2 };
};

/** Every how many groups a label fits without touching its neighbour (at least `least`). */
export const labelEvery = (slot: number, least = 1): number =>
  Math.max(least, Math.ceil(LABEL_ROOM / slot));

/** A label cut to about `room` pixels, with an ellipsis when it had to be cut. */
export const fitLabel = (label: string, room: number): string => {
  const chars = Math.max(3, Math.floor(room / 6.5));
  return label.length <= chars ? label : `${label.slice(0, chars - 1).trimEnd()}…`;
};

/** Dates travel as YYYY-MM-DD; read at UTC midnight and shown in UTC, they never shift a day. */
export const calendarDate = (date: string): Date => new Date(`${date}T00:00:00Z`);
