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

/** The one API of the client; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  endpoints: () => ({}),
});
