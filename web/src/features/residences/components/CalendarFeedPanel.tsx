import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { calendarFeedSchema } from '@chegada/contracts';
import { SchemaForm, SubmitButton } from '../../../components/form';
import { PageSection, Skeleton, useSyncWatch } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useCalendarFeedQuery, useSaveCalendarFeedMutation } from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';
import { CalendarFeedFields, checkCalendarFeed } from '../forms/CalendarFeedFields';
import { CalendarFeedStatus } from './CalendarFeedStatus';

/**
 * The property's calendar (iCal) feed: its address, checked as the server checks it, and
 * what the worker's syncs did with it (CalendarFeedStatus).
 */
export const CalendarFeedPanel = ({ residence }: { residence: Residence }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `calendarFeed.${id}` });
  const watch = useSyncWatch();
  const answer = useCalendarFeedQuery(residence.id, { pollingInterval: watch.pollingInterval });
  const feed = { isLoading: answer.isLoading, data: answer.data?.data };
  const [save] = useSaveCalendarFeedMutation();
  watch.seen(feed.data?.lastSyncAt, feed.data?.url);
  // One source per property: a Stays listing brings this one's bookings (the server refuses a
  // feed with PROPERTY_MAPPED_TO_STAYS), so the panel says so instead of offering the form.
  if (answer.data?.mappedToStays)
    return (
      <PageSection id="calendar-feed-title" titleId="calendarFeed.title" className="calendar-feed">
        <p className="calendar-feed-note">
          <FormattedMessage
            id="calendarFeed.fromStays"
            values={{ settings: (label) => <Link to="/u/config">{label}</Link> }}
          />
        </p>
      </PageSection>
    );
  return (
    <PageSection
      id="calendar-feed-title"
      titleId="calendarFeed.title"
      introId="calendarFeed.intro"
      className="calendar-feed"
    >
      {feed.isLoading ? (
        <Skeleton lines={2} />
      ) : (
        <SchemaForm
          key={feed.data?.url ?? 'none'}
          className="form calendar-feed-form"
          schema={calendarFeedSchema}
          check={checkCalendarFeed(intl, '', false)}
          initialValues={{
            url: feed.data?.url ?? '',
            bookingRule: feed.data?.bookingRule ?? 'every-event',
          }}
          onSubmit={async (request) => {
            // A new address starts with no sync (its old result is forgotten): watch for its first.
            const sameUrl = request.url === feed.data?.url;
            watch.watchFrom(sameUrl ? feed.data?.lastSyncAt : null, request.url);
            await save({ id: residence.id, ...request }).unwrap();
            notify.success(text('saved'));
          }}
        >
          <CalendarFeedFields required />
          <SubmitButton label={text('save')} pending={text('saving')} />
        </SchemaForm>
      )}
      {feed.data ? (
        <CalendarFeedStatus
          residence={residence}
          feed={feed.data}
          onSyncRequested={() => watch.watchFrom(feed.data?.lastSyncAt)}
        />
      ) : null}
    </PageSection>
  );
};
