import type { GuestLink } from '../api/guest-form-types';
import { linkStorageKey } from '../components/use-guest-link';
import type { OfferedValue } from './offered-values';

/** The guest's answer to an offer: its values used, or declined. */
export type ReadingAnswer = 'used' | 'declined';

const keyOf = (link: GuestLink) => `${linkStorageKey(link)}/reading-answer`;
const signatureOf = (values: readonly OfferedValue[]) => JSON.stringify(values);

/**
 * The guest's answer to the reading last offered, kept for this tab (a reload shows the
 * outcome, not the same offer again); a new reading forgets it (`forgetAnswer`).
 */
export const keepAnswer = (
  link: GuestLink,
  values: readonly OfferedValue[],
  answer: ReadingAnswer,
) => {
  try {
    sessionStorage.setItem(keyOf(link), JSON.stringify({ values: signatureOf(values), answer }));
  } catch {
    // Storage refused (a private window's quota): the offer comes back after a reload.
  }
};

export const forgetAnswer = (link: GuestLink) => {
  try {
    sessionStorage.removeItem(keyOf(link));
  } catch {
    // Nothing kept to forget.
  }
};

/** The answer given to these values, when they are the ones last answered here. */
export const answerTo = (
  link: GuestLink,
  values: readonly OfferedValue[],
): ReadingAnswer | null => {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keyOf(link)) ?? 'null') as {
      values?: unknown;
      answer?: unknown;
    } | null;
    const answer = kept?.answer;
    return kept?.values === signatureOf(values) && (answer === 'used' || answer === 'declined')
      ? answer
      : null;
  } catch {
    return null;
  }
};
