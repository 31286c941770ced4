/** The free trial every new store owner gets (product spec §9); TRIAL_DAYS configures it. */
export const TRIAL_DAYS = 30;
export const TRIAL_PLAN_NAME = 'Trial';

export const subscriptionStatuses = ['trial', 'active', 'inactive'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export const trialPeriod = (
  startedAt: Date,
  days: number = TRIAL_DAYS,
): { startedAt: Date; endsAt: Date } => ({
  startedAt,
  endsAt: new Date(startedAt.getTime() + days * DAY_MS),
});

export type SubscriptionTerm = { status: SubscriptionStatus; endsAt: Date | null };

/**
 * What a subscription amounts to at `now`. A paid period that has ended (a cancelled
 * subscription) is inactive even before anything records it. A trial that has ended stays a
 * trial with no day left: the billing cycle turns it into the first charge (issue 31), and
 * with no billing provider it simply runs on, so no account ever becomes inactive by the
 * calendar alone. Trial days left count a started day as a whole one.
 */
export const subscriptionStanding = (
  { status, endsAt }: SubscriptionTerm,
  now: Date,
): { status: SubscriptionStatus; trialDaysLeft: number | null } => {
  const left = endsAt === null ? null : endsAt.getTime() - now.getTime();
  if (status === 'trial')
    return {
      status,
      trialDaysLeft: left === null ? null : Math.max(0, Math.ceil(left / DAY_MS)),
    };
  return { status: left !== null && left <= 0 ? 'inactive' : status, trialDaysLeft: null };
};

/**
 * With no billing provider no account is ever inactive (issue 31), even one whose row says so
 * (left by an earlier configuration, or a cancelled period gone by): it reads as the trial it
 * was, or as active.
 */
export const unbilledStatus = (
  status: SubscriptionStatus,
  planName: string,
): Exclude<SubscriptionStatus, 'inactive'> =>
  status !== 'inactive' ? status : planName === TRIAL_PLAN_NAME ? 'trial' : 'active';
