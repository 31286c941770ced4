import type { AccountSettings } from '@chegada/contracts';
import { subscriptionStanding, unbilledStatus, type SubscriptionStatus } from '@chegada/domain';
import type { UserRow } from '../accounts';
import type { CompanyRow, SubscriptionRow } from '../companies';
import type { CreatingHold } from '../subscription-gate';

export type SessionCompany = {
  id: string;
  name: string;
  cnpj: string;
  website: string | null;
  friendlyCode: string;
  quantityOfProperties: number;
  /** The account's setting (§9): the door code shows this many hours before check-in. */
  accessReleaseHoursBeforeCheckIn: number;
  /** The account's setting: a new property's form starts with its deposit section open. */
  showDepositStep: boolean;
  /** The account's setting: the languages offered guests, a new property's form's default. */
  guestLanguages: string[];
};

export type CurrentSubscription = {
  status: SubscriptionStatus;
  plan: { name: string };
  startedAt: Date;
  endsAt: Date | null;
  trialDaysLeft: number | null;
  /** Set while the account is inactive for lack of payment: where to pay. */
  paymentLink: string | null;
  /**
   * Inactive because the owner cancelled and the service is over (subscribe again), not for
   * lack of payment: the API answers SUBSCRIPTION_ENDED rather than SUBSCRIPTION_INACTIVE.
   */
  ended: boolean;
};

/** The signed-in user as GET /api/me, login and registration answer it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: number;
  phone: string | null;
  /** Absolute path on the API host, or null. */
  image: string | null;
  /** The account's company: a sub-user's is its owner's; admins have none. */
  company: SessionCompany | null;
  currentSubscription: CurrentSubscription | null;
};

/** The account's settings the console's pages need beside the session user. */
export type SessionSettings = Pick<
  AccountSettings,
  'accessReleaseHoursBeforeCheckIn' | 'showDepositStep' | 'guestLanguages'
>;

// The image column holds a path on the API host; the web client prefixes the API's origin.
const imagePath = (image: string | null): string | null =>
  image ? `/${image.replace(/^\/+/, '')}` : null;

const toCompany = (row: CompanyRow, settings: SessionSettings): SessionCompany => ({
  id: row.id,
  name: row.name,
  cnpj: row.cnpj,
  website: row.website,
  friendlyCode: row.friendly_code,
  quantityOfProperties: row.quantity_of_properties,
  accessReleaseHoursBeforeCheckIn: settings.accessReleaseHoursBeforeCheckIn,
  showDepositStep: settings.showDepositStep,
  guestLanguages: [...settings.guestLanguages],
});

/**
 * What the subscription gate says of the account: whether a provider bills, and what holds
 * the account back (null while it may create), so the session agrees with the API's refusals.
 */
export type SubscriptionHold = { billing: boolean; hold: CreatingHold | null };

const toSubscription = (
  row: SubscriptionRow,
  now: Date,
  { billing, hold }: SubscriptionHold,
): CurrentSubscription => {
  const standing = subscriptionStanding({ status: row.status, endsAt: row.ends_at }, now);
  const status = billing ? standing.status : unbilledStatus(standing.status, row.plan_name);
  const ended = hold === 'SUBSCRIPTION_ENDED';
  return {
    status,
    plan: { name: row.plan_name },
    startedAt: row.started_at,
    endsAt: row.ends_at,
    trialDaysLeft: status === 'trial' ? (standing.trialDaysLeft ?? 0) : null,
    // With billing off, or once ended, there is nothing to pay.
    paymentLink: billing && !ended ? row.payment_link : null,
    ended,
  };
};

export const toSessionUser = (
  user: UserRow,
  company: CompanyRow | undefined,
  subscription: SubscriptionRow | undefined,
  now: Date,
  settings: SessionSettings,
  hold: SubscriptionHold,
): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  phone: user.phone,
  image: imagePath(user.image),
  company: company ? toCompany(company, settings) : null,
  currentSubscription: subscription ? toSubscription(subscription, now, hold) : null,
});

/** What login and registration answer: the session user and its bearer token. */
export type SessionResponse = { user: SessionUser; token: string };
