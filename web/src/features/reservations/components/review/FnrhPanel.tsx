import type { ReservationFnrh } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '../../../../components/ui';
import { baseApi } from '../../../../lib/api/base-api';
import { describeApiError } from '../../../../lib/api/api-error';
import { describeFnrhFailure } from '../../../../lib/fnrh/fnrh-failure';
import { notify } from '../../../../lib/notifications/notify';
import { Facts, ReviewSection, type Fact } from './Facts';
import { FnrhTripCorrection, namesTheTrip } from './FnrhTripCorrection';
import { useReviewFormat } from './use-review-format';

const fnrhApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reservationFnrh: build.query<ReservationFnrh, string>({
      query: (id) => `stays/reservations/${id}/fnrh`,
      providesTags: (_result, _error, id) => [{ type: 'Reservation', id: `fnrh-${id}` }],
    }),
    retryReservationFnrh: build.mutation<ReservationFnrh, string>({
      query: (id) => ({ url: `stays/reservations/${id}/fnrh/retry`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Reservation', id: `fnrh-${id}` }],
    }),
  }),
});

const { useReservationFnrhQuery, useRetryReservationFnrhMutation } = fnrhApi;

type Stay = NonNullable<ReservationFnrh['stay']>;

/** FNRH's ids of the stay and each guest, the pre-check-in link and where the stay is. */
const Registered = ({
  stay,
  nameOf,
}: {
  stay: Stay;
  nameOf: (guest: string) => string | undefined;
}) => {
  const { text: reviewText, moment } = useReviewFormat();
  const text = (id: string) => reviewText(`fnrh.${id}`);
  // Once FNRH was told of the cancellation there is no stay to pre-check in (issue 32).
  const link = stay.cancelledAt ? null : stay.precheckinLink;
  const facts: Fact[] = [
    { label: text('reservaId'), value: <code>{stay.reservaId}</code> },
    ...stay.guests.map((guest) => ({
      label: `${text('guestId')} · ${nameOf(guest.guest) ?? guest.guest}`,
      value: <code>{guest.hospedeId}</code>,
    })),
    ...(link
      ? [
          {
            label: text('precheckin'),
            value: (
              <>
                <a href={link} target="_blank" rel="noreferrer">
                  {link}
                </a>
                <span className="fnrh-hint">{text('precheckinHint')}</span>
              </>
            ),
          },
        ]
      : []),
    ...(
      [
        ['checkedIn', stay.checkedInAt],
        ['checkedOut', stay.checkedOutAt],
        ['cancelled', stay.cancelledAt],
      ] as const
    ).flatMap(([step, at]) => (at ? [{ label: text(step), value: moment(at) }] : [])),
  ];
  return (
    <div className="fnrh-facts">
      <Facts facts={facts} />
    </div>
  );
};

// While the worker has the stay in hand, the section reads again until FNRH answers.
const POLL_MS = 3_000;
const inHand = (data: ReservationFnrh) =>
  data.progress.state === 'queued' || data.stay?.failure?.code === 'unreachable';

/** A second reader of the section's query that polls it, mounted only while it is in hand. */
const KeepReading = ({ reservationId }: { reservationId: string }) => {
  useReservationFnrhQuery(reservationId, { pollingInterval: POLL_MS });
  return null;
};

/** Where the stay stands with FNRH, in a sentence: before, while and after it is sent. */
const Progress = ({ data }: { data: ReservationFnrh }) => {
  const { text, moment } = useReviewFormat();
  const { state, at } = data.progress;
  if (state === 'failed' || state === 'off') return null;
  const key = data.stay?.cancelledAt
    ? 'cancelled-sent'
    : state === 'awaiting-approval' && data.trigger === 'checkin'
      ? 'awaiting-approval-checkin'
      : state;
  return (
    <p role="status" className="fnrh-progress">
      {text(`fnrh.progress.${key}`, { time: at ? moment(at) : '' })}
    </p>
  );
};

/**
 * The review page's FNRH Digital section (issue 32), for a host who opted in: where the stay
 * stands (waiting for the approval or the check-in day, queued, sent), FNRH's ids and
 * pre-check-in link once the worker registered it, the last failure in the host's language
 * until an attempt succeeds, and a button to send again after fixing it. Every moment on the
 * property's clock, as the rest of the review.
 */
export const FnrhPanel = ({
  reservationId,
  nameOf,
}: {
  reservationId: string;
  nameOf: (guest: string) => string | undefined;
}) => {
  const intl = useIntl();
  const { moment } = useReviewFormat();
  const { data, isLoading } = useReservationFnrhQuery(reservationId);
  const [retry, retrying] = useRetryReservationFnrhMutation();
  if (isLoading) return <Skeleton lines={2} />;
  if (!data || (!data.enabled && !data.stay)) return null;
  const { stay } = data;
  const sendAgain = async () => {
    await retry(reservationId)
      .unwrap()
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  };
  return (
    <ReviewSection id="fnrh" titleId="guestReview.fnrh.title">
      {inHand(data) ? <KeepReading reservationId={reservationId} /> : null}
      <Progress data={data} />
      {stay?.reservaId ? <Registered stay={stay} nameOf={nameOf} /> : null}
      {stay?.failure ? (
        <div className="fnrh-failure" role="alert">
          <p>
            <FormattedMessage
              id="guestReview.fnrh.failedAt"
              values={{ time: moment(stay.failure.at) }}
            />{' '}
            {describeFnrhFailure(intl.formatMessage, stay.failure)}
          </p>
          {namesTheTrip(stay.failure) ? (
            <FnrhTripCorrection reservationId={reservationId} />
          ) : (
            <button
              type="button"
              className="ui-button"
              onClick={() => void sendAgain()}
              disabled={retrying.isLoading}
            >
              <FormattedMessage id="guestReview.fnrh.retry" />
            </button>
          )}
        </div>
      ) : null}
    </ReviewSection>
  );
};
