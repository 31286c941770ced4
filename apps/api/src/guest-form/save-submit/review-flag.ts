/**
 * The host's "needs review" flag on a reservation, which a replaced document or selfie makes
 * stale. The identity module keeps it and provides it under this token: guest-form sits below
 * identity, so it names the token and never imports that module.
 */
export type ReviewFlag = { refresh(reservationId: string): Promise<void> };

export const REVIEW_FLAG = Symbol('REVIEW_FLAG');
