import type { StepId } from './wizard-steps';

/**
 * The wizard's step in the page's address (?step=holder): one history entry per step, so the
 * phone's back button goes back a step instead of out of the form (to the chat that sent the
 * link), forward comes back, and a reload opens the same step.
 */
const PARAM = 'step';

/** What the wizard keeps in a history entry it pushed: the step it came from. */
type StepEntry = { guestStep?: string; guestStepFrom?: string };

export const stepInAddress = (): string | null =>
  new URLSearchParams(window.location.search).get(PARAM);

const addressOf = (step: StepId) => {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAM, step);
  return `${url.pathname}${url.search}${url.hash}`;
};

// A router's own keys in the entry (React Router's idx, key) stay as they were.
const entryState = () => (window.history.state ?? {}) as Record<string, unknown> & StepEntry;

/** A new entry for `step`, remembering the one it left. */
export const pushStep = (step: StepId, from: StepId | undefined) =>
  window.history.pushState(
    { ...entryState(), guestStep: step, guestStepFrom: from },
    '',
    addressOf(step),
  );

/** The current entry names `step` instead (the first opened, or one refused). */
export const replaceStep = (step: StepId) =>
  window.history.replaceState({ ...entryState(), guestStep: step }, '', addressOf(step));

/** Whether the entry before this one is `step`, opened by this wizard (so Back is history's). */
export const cameFrom = (step: StepId | undefined): boolean =>
  step !== undefined && entryState().guestStepFrom === step;
