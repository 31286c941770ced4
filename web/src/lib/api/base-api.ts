import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** What the client caches answers under, invalidated by the writes that change them. */
const tagTypes = [
  'SessionUser',
  'Credits',
  'Transactions',
  'Config',
  'PriceTables',
  'SubUsers',
  'AdminUsers',
  'Dashboard',
  'Reservations',
  'Reservation',
  'ReservationEvents',
  'GuestDocuments',
  'Residences',
  'Performance',
  'GuestForm',
  'MessageTemplates',
  'Deliveries',
  'Locks',
  'TestCodes',
  'CalendarFeeds',
  'Stays',
  'Subscription',
  'Retention',
  'DataRequests',
] as const;

export type ApiTag = (typeof tagTypes)[number];

/**
 * Issue 31: a 402 says the account's subscription stopped while the page was open (unpaid past
 * its grace, or cancelled and over). The session's subscription and the subscription page are
 * read again at once, so the inactive notice and the "New …" actions held back show at the
 * first refusal, not at the next reload.
 */
const followingTheSubscription: typeof baseQuery = async (args, api, extraOptions) => {
  const result = await baseQuery(args, api, extraOptions);
  if (result.error?.status === 402)
    api.dispatch(baseApi.util.invalidateTags(['SessionUser', 'Subscription']));
  return result;
};

/** The one API of the client; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: followingTheSubscription,
  tagTypes,
  endpoints: () => ({}),
});
