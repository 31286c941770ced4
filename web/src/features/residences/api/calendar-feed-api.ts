import type {
  CalendarFeedRequest,
  CalendarFeedView,
  StaysConnectionView,
} from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';
import { unwrapData } from '../../../lib/api/endpoints';

/** GET /api/residences/:id/calendar-feed: the feed and what its last sync did, or null. */
export type CalendarFeed = CalendarFeedView;

/**
 * The feed, and whether a Stays listing brings the property its bookings instead, with that
 * Stays account's syncs.
 */
export type CalendarFeedAnswer = {
  data: CalendarFeed | null;
  mappedToStays: boolean;
  stays?: StaysConnectionView | null;
};

const tag = (id: string) => [{ type: 'CalendarFeeds' as const, id }];

/** A property's calendar (iCal) feed: reservations that arrive by themselves (issue 30). */
const calendarFeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeedAnswer, string>({
      query: (id) => `residences/${id}/calendar-feed`,
      providesTags: (_answer, _error, id) => tag(id),
    }),
    saveCalendarFeed: build.mutation<CalendarFeed, { id: string } & CalendarFeedRequest>({
      query: ({ id, ...body }) => ({ url: `residences/${id}/calendar-feed`, method: 'PUT', body }),
      transformResponse: unwrapData<CalendarFeed>,
      // The answer is the feed as saved (a new address without the old one's result): shown at
      // once, before the refetch the tag asks for.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (saved)
          dispatch(
            calendarFeedApi.util.updateQueryData('calendarFeed', id, (answer) => {
              answer.data = saved;
            }),
          );
      },
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
    /** "Sync now" of the Stays account that brings the property its bookings. */
    syncStaysOfProperty: build.mutation<void, string>({
      query: () => ({ url: 'integrations/stays/sync', method: 'POST' }),
      invalidatesTags: (_answer, _error, id) => [...tag(id), 'Reservations', 'Stays'],
    }),
  }),
});

export const {
  useCalendarFeedQuery,
  useSaveCalendarFeedMutation,
  useRemoveCalendarFeedMutation,
  useSyncCalendarFeedMutation,
  useSyncStaysOfPropertyMutation,
} = calendarFeedApi;
