import type { CalendarFeedRequest, CalendarFeedView } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** GET /api/residences/:id/calendar-feed: the feed and what its last sync did, or null. */
export type CalendarFeed = CalendarFeedView;

const tag = (id: string) => [{ type: 'CalendarFeeds' as const, id }];

/** A property's calendar (iCal) feed: reservations that arrive by themselves (issue 30). */
const calendarFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed | null, string>({
      query: (id) => `residences/${id}/calendar-feed`,
      transformResponse: unwrapData<CalendarFeed | null>,
      providesTags: (_answer, _error, id) => tag(id),
    }),
    saveCalendarFeed: build.mutation<CalendarFeed, { id: string } & CalendarFeedRequest>({
      query: ({ id, ...body }) => ({ url: `residences/${id}/calendar-feed`, method: 'PUT', body }),
      transformResponse: unwrapData<CalendarFeed>,
      invalidatesTags: (_answer, _error, { id }) => tag(id),
    }),
    removeCalendarFeed: build.mutation<void, string>({
      query: (id) => ({ url: `residences/${id}/calendar-feed`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, id) => tag(id),
    }),
    syncCalendarFeed: build.mutation<CalendarFeed, string>({
      query: (id) => ({ url: `residences/${id}/calendar-feed/sync`, method: 'POST' }),
      transformResponse: unwrapData<CalendarFeed>,
      invalidatesTags: (_answer, _error, id) => [...tag(id), 'Reservations'],
    }),
  }),
});

export const {
  useCalendarFeedQuery,
  useSaveCalendarFeedMutation,
  useRemoveCalendarFeedMutation,
  useSyncCalendarFeedMutation,
} = calendarFeedApi;
