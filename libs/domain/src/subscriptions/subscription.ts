/** The free trial every new store owner gets (product spec §9). */
export const TRIAL_DAYS = 30;
export const TRIAL_PLAN_NAME = 'Trial';

export const subscriptionStatuses = ['trial', 'active', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export const trialPeriod = (startedAt: Date): { startedAt: Date; endsAt: Date } => ({
  startedAt,
  endsAt: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS),
});

export type SubscriptionTerm = { status: SubscriptionStatus; endsAt: Date | null };

/**
 * What a subscription amounts to at `now`: a trial or paid period that has ended is inactive,
 * even before anything records it, so the owner is sent to pay (product spec §4). Trial days
 * left count a started day as a whole one.
 */
export const subscriptionStanding = (
  { status, endsAt }: SubscriptionTerm,
  now: Date,
): { status: SubscriptionStatus; trialDaysLeft: number | null } => {
  const ended = endsAt !== null && endsAt.getTime() <= now.getTime();
  const current = ended ? 'inactive' : status;
  const trialDaysLeft =
    current === 'trial' && endsAt !== null
      ? Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS)
      : null;
  return { status: current, trialDaysLeft };
};
