import { ageOn } from '@chegada/domain';

/** What the host reads of a selfie against the document's photo; it never refuses anyone. */
export type FaceVerdict = 'match' | 'review' | 'no-match';

/** Why a comparison could not be made (the verdict is then "review"). */
export type NoComparison = 'no-face-in-selfie' | 'no-face-in-document' | 'no-document-photo';

export type FaceThresholds = { match: number; review: number };

/** match from `match` up, review from `review` up, no match below; nothing to compare: review. */
export const faceVerdict = (similarity: number | null, thresholds: FaceThresholds): FaceVerdict => {
  if (similarity === null || similarity >= thresholds.match) {
    return similarity === null ? 'review' : 'match';
  }
  return similarity >= thresholds.review ? 'review' : 'no-match';
};

type FormGuest = { key?: unknown; isChild?: unknown; birthDate?: unknown };

/** Whose image terms a guest's check waits for, or why that guest is not compared. */
export type MatchSubject =
  { guest: string; consentFrom: string } | { guest: string; skipped: 'under-12' };

// Issue 29: a companion under 12 is not compared; under 18 the main guest's consent counts.
const NO_MATCH_UNDER = 12;
const OWN_CONSENT_FROM = 18;

/**
 * The guests a submission compares: the main guest on their own consent, each companion on
 * theirs (an adult) or on the main guest's (a minor, or one marked as a child).
 */
export const matchSubjectsOf = (
  form: { additionalGuests?: unknown },
  checkInDate: string,
): MatchSubject[] => {
  const companions = Array.isArray(form.additionalGuests)
    ? (form.additionalGuests as FormGuest[])
    : [];
  return [
    { guest: 'main', consentFrom: 'main' },
    ...companions.flatMap((companion): MatchSubject[] => {
      if (typeof companion.key !== 'string') return [];
      const age =
        typeof companion.birthDate === 'string' ? ageOn(companion.birthDate, checkInDate) : null;
      if (age !== null && age < NO_MATCH_UNDER)
        return [{ guest: companion.key, skipped: 'under-12' }];
      const minor = companion.isChild === true || (age !== null && age < OWN_CONSENT_FROM);
      return [{ guest: companion.key, consentFrom: minor ? 'main' : companion.key }];
    }),
  ];
};
