import type { RecordedEvent } from '@chegada/event-store';

/** What FNRH is told happened, and when: the guests' check-in and checkout moments. */
export type FnrhMoments = { checkIn: Date | null; checkOut: Date | null };

/**
 * The check-in is the stay's own check-in moment (never earlier, whenever the worker gets to
 * it), once it has come; the checkout is the moment the host finished it, early or not. A stay
 * finished before its check-in moment was never checked in: FNRH is told neither (the stay
 * is cancelled there instead).
 */
export const fnrhMomentsOf = ({
  checkInAt,
  finishedAt,
  now,
}: {
  checkInAt: Date;
  finishedAt: Date | null;
  now: Date;
}): FnrhMoments => {
  if (finishedAt)
    return finishedAt < checkInAt
      ? { checkIn: null, checkOut: null }
      : { checkIn: checkInAt, checkOut: finishedAt };
  return { checkIn: now >= checkInAt ? checkInAt : null, checkOut: null };
};

/**
 * The moment the stay really ended: its last "finish checkout" as the host's command said it
 * happened (their click, early or late; never when the database wrote it). One a job made (a
 * deletion finishing a stay past its checkout date) is the reservation's own checkout moment,
 * not the job's (issue 32 walk).
 */
export const finishMomentOf = (events: RecordedEvent[], checkOutAt: Date): Date | null => {
  const finish = events.findLast((event) => event.type === 'CheckoutFinished');
  if (!finish) return null;
  if (finish.metadata.actorRole === 'SYSTEM') return checkOutAt;
  const said = new Date(finish.metadata.occurredAt);
  return Number.isNaN(said.getTime()) ? finish.recordedAt : said;
};
