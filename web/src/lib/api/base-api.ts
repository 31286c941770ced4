import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one API of the client; each feature adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
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
    'Locks',
  ],
  endpoints: () => ({}),
});
