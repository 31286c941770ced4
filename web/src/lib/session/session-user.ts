import { Role } from '@chegada/contracts';

/** The signed-in user as GET /api/me and POST /api/login answer it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  /** A path on the API host (this origin), or null. */
  image: string | null;
  company: {
    id: string;
    name: string;
    friendlyCode: string;
    /** The account's setting: the door code shows this many hours before check-in. */
    accessReleaseHoursBeforeCheckIn: number;
    /** The account's setting: a new property's form starts with its deposit section open. */
    showDepositStep: boolean;
    /** The account's setting: the languages offered guests, a new property's default. */
    guestLanguages?: string[];
  } | null;
  currentSubscription: {
    status: 'trial' | 'active' | 'inactive';
    plan: { name: string };
    trialDaysLeft: number | null;
    /** Where to pay, while the account is inactive for lack of payment. */
    paymentLink: string | null;
    /** Inactive because it was cancelled and the service is over: subscribe again. */
    ended: boolean;
  } | null;
};

export const isAdmin = (user: SessionUser): boolean => user.role === Role.ADMIN;

/** Owners and sub-users of an account whose subscription must be paid (spec §4). */
export const paymentLinkToOpen = (user: SessionUser): string | null => {
  const subscription = user.currentSubscription;
  if (user.role === Role.ADMIN || subscription?.status !== 'inactive') return null;
  return subscription.paymentLink;
};

/**
 * Spec §4: admins land on price tables, others on `from` or the dashboard. An admin sent to
 * the login from an admin page (the queue board) goes back to it.
 */
export const landingPath = (user: Pick<SessionUser, 'role'>, from: string | null): string => {
  // Only same-site paths: `from` comes from the address bar.
  const back = from && from.startsWith('/') && !from.startsWith('//') ? from : null;
  if (user.role === Role.ADMIN) return back?.startsWith('/admin/') ? back : '/admin/price-tables';
  return back ?? '/u/home';
};
