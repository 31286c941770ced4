import type { FnrhProgress, FnrhTrigger, ReservationFnrh } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';

/** The statuses of an approved stay: what FNRH is sent. */
export const APPROVED_STATUSES: ReadonlySet<ReservationStatus> = new Set([
  ReservationStatus.ENDED,
  ReservationStatus.CHECKOUT_FINISHED,
]);

type Facts = {
  enabled: boolean;
  trigger: FnrhTrigger;
  status: ReservationStatus;
  stay: ReservationFnrh['stay'];
  /** The stay's check-in moment on the property's clock. */
  checkInAt: Date;
  now: Date;
};

/**
 * Where a stay stands with FNRH, for the host (issue 32): once approved it never reads "goes
 * to FNRH when approved" again, but queued, waiting for the check-in day, sent or failed.
 */
export const fnrhProgressOf = ({
  enabled,
  trigger,
  status,
  stay,
  checkInAt,
  now,
}: Facts): FnrhProgress => {
  const state = (name: FnrhProgress['state'], at: Date | null = null): FnrhProgress => ({
    state: name,
    at: at?.toISOString() ?? null,
  });
  if (stay?.failure) return state('failed');
  if (stay?.reservaId) return state('sent');
  if (status === ReservationStatus.CANCELED) return state('cancelled');
  if (!enabled) return state('off');
  if (!APPROVED_STATUSES.has(status)) return state('awaiting-approval');
  const finished = status === ReservationStatus.CHECKOUT_FINISHED;
  if (trigger === 'checkin' && now < checkInAt && !finished)
    return state('awaiting-checkin', checkInAt);
  return state('queued');
};
