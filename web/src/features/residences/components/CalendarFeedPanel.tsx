import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  bookingRules,
  calendarFeedSchema,
  feedProviderOf,
  type BookingRule,
} from '@chegada/contracts';
import {
  SchemaForm,
  SelectField,
  SubmitButton,
  TextField,
  useFormState,
} from '../../../components/form';
import { Skeleton } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useCalendarFeedQuery, useSaveCalendarFeedMutation } from '../api/calendar-feed-api';
import type { Residence } from '../api/residences-api';
import { CalendarFeedStatus } from './CalendarFeedStatus';

type Values = { url: string; bookingRule: BookingRule };

const PROVIDER_NAMES: Record<string, string> = { airbnb: 'Airbnb', booking: 'Booking.com' };

/** Airbnb and Booking.com say which events are bookings; another host's feed asks the host. */
const BookingRuleField = () => {
  const intl = useIntl();
  const { values } = useFormState<Values>();
  const provider = feedProviderOf(values.url.trim());
  if (provider.rule)
    return (
      <p className="calendar-feed-note">
        <FormattedMessage
          id="calendarFeed.ruleDecided"
          values={{ provider: PROVIDER_NAMES[provider.source] ?? provider.source }}
        />
      </p>
    );
  return (
    <SelectField
      name="bookingRule"
      label={intl.formatMessage({ id: 'calendarFeed.rule' })}
      options={bookingRules.map((rule) => ({
        value: rule,
        label: intl.formatMessage({ id: `calendarFeed.rule.${rule}` }),
      }))}
    />
  );
};

/**
 * The property's calendar (iCal) feed: its address, checked as the server checks it, and
 * what the worker's syncs did with it (CalendarFeedStatus).
 */
export const CalendarFeedPanel = ({ residence }: { residence: Residence }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `calendarFeed.${id}` });
  // After a save or "sync now", the panel looks again until a newer sync is recorded.
  const [awaiting, setAwaiting] = useState<string | null | undefined>(undefined);
  const feed = useCalendarFeedQuery(residence.id, {
    pollingInterval: awaiting !== undefined ? 2_000 : 0,
  });
  const [save] = useSaveCalendarFeedMutation();
  if (awaiting !== undefined && (feed.data?.lastSyncAt ?? null) !== awaiting)
    setAwaiting(undefined);
  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{text('title')}</h2>
      <p>{text('intro')}</p>
      {feed.isLoading ? (
        <Skeleton lines={2} />
      ) : (
        <SchemaForm
          key={feed.data?.url ?? 'none'}
          className="form calendar-feed-form"
          schema={calendarFeedSchema}
          initialValues={{
            url: feed.data?.url ?? '',
            bookingRule: feed.data?.bookingRule ?? 'every-event',
          }}
          onSubmit={async (request) => {
            setAwaiting(feed.data?.lastSyncAt ?? null);
            await save({ id: residence.id, ...request }).unwrap();
            notify.success(text('saved'));
          }}
        >
          <TextField
            name="url"
            label={text('url')}
            hint={text('urlHint')}
            inputMode="url"
            autoComplete="off"
            required
          />
          <BookingRuleField />
          <SubmitButton label={text('save')} pending={text('saving')} />
        </SchemaForm>
      )}
      {feed.data ? (
        <CalendarFeedStatus
          residence={residence}
          feed={feed.data}
          onSyncRequested={() => setAwaiting(feed.data?.lastSyncAt ?? null)}
        />
      ) : null}
    </section>
  );
};
