import { useEffect, useState } from 'react';
import { messageTemplates } from '@chegada/contracts';
import { guestLinkSendableFrom, ReservationStatus } from '@chegada/domain';
import { EmptyState, ErrorState, Skeleton } from '../../../../components/ui';
import { baseApi } from '../../../../lib/api/base-api';
import { useNotifiedAction } from '../../../../lib/notifications/use-notified-action';
import { ReviewSection } from './Facts';
import { useReviewFormat } from './use-review-format';

/** One attempt to hand a message to a provider (GET /api/stays/reservations/:id/deliveries). */
export type Delivery = {
  id: string;
  channel: 'email' | 'whatsapp';
  destination: string;
  template: string;
  status: 'sending' | 'sent' | 'failed';
  error: string | null;
  attemptedAt: string;
};

type Resend = 'guest-link' | 'front-desk-list';

/** The log, and whether the property (or the account) has a front desk to send the list to. */
type Deliveries = { items: Delivery[]; frontDeskReachable?: boolean };

const deliveriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reservationDeliveries: build.query<Deliveries, string>({
      query: (id) => `stays/reservations/${id}/deliveries`,
      providesTags: (_result, _error, id) => [{ type: 'Deliveries', id }],
    }),
    resendMessage: build.mutation<{ queued: number }, { id: string; what: Resend }>({
      query: ({ id, what }) => ({ url: `stays/reservations/${id}/resend/${what}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Deliveries', id }],
    }),
  }),
});

const { useReservationDeliveriesQuery, useResendMessageMutation } = deliveriesApi;

// The delivery log names e-mails by template and WhatsApp messages by their approved name.
const TEMPLATE_NAMES: Record<string, string> = {
  chegada_guest_link: 'guest-link',
  chegada_reservation_approved: 'approved',
  chegada_door_code: 'door-code',
  chegada_checkout_extended: 'checkout-extended',
  chegada_new_dates: 'checkout-extended',
  chegada_reservation_cancelled: 'cancelled',
  chegada_cancellation_reverted: 'cancellation-reverted',
  chegada_front_desk_list: 'front-desk-list',
  chegada_front_desk_cancelled: 'front-desk-cancelled',
  chegada_front_desk_ended: 'front-desk-ended',
  chegada_host_message: 'host-text',
};
const templateOf = (template: string) => TEMPLATE_NAMES[template] ?? template;
// The answers to a guest's personal-data request go by e-mail under their own names (issue 32).
const KNOWN = new Set<string>([
  ...messageTemplates,
  'host-text',
  'data-request-answer',
  'data-request-completed',
  'data-copy',
]);

// New attempts arrive as the worker sends: the list is watched for a while after a resend.
const WATCH_MS = 30_000;

/** Every message of the reservation and how its sending went; the host may send two again. */
export const DeliveriesPanel = ({
  reservationId,
  status,
  guestLinkDueAt = null,
  dataRemoved = false,
}: {
  reservationId: string;
  status: ReservationStatus;
  /** Its personal data erased: no guest is left to send anything to (issue 32 walk). */
  dataRemoved?: boolean;
  /** When an imported reservation's guest link goes by itself, while it waits (issue 30). */
  guestLinkDueAt?: string | null;
}) => {
  const { text, moment } = useReviewFormat();
  // A provider's refusal is its own words; a WhatsApp the credits could not pay is ours (issue 31).
  // With no e-mail of the guest it went nowhere: said so, not "by e-mail".
  const errorOf = (error: string) =>
    error.startsWith('NO_CREDITS_NOT_SENT')
      ? text('deliveries.noCreditsNotSent')
      : error.startsWith('NO_CREDITS')
        ? text('deliveries.noCredits')
        : error;
  // A WhatsApp the credits could not pay went by e-mail: the guest was reached, nothing failed.
  const replacedByEmail = ({ status, error }: Delivery) =>
    status === 'failed' && error !== null && /^NO_CREDITS(?!_NOT_SENT)/.test(error);
  const failedOf = (delivery: Delivery) =>
    delivery.status === 'failed' && !replacedByEmail(delivery);
  const [watching, setWatching] = useState(false);
  const deliveries = useReservationDeliveriesQuery(reservationId, {
    pollingInterval: watching ? 2_000 : 0,
  });
  const [resend, resending] = useResendMessageMutation();
  useEffect(() => {
    if (!watching) return undefined;
    const stop = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(stop);
  }, [watching]);
  const run = useNotifiedAction();
  const again = async (what: Resend) => {
    const queued = () => resend({ id: reservationId, what }).unwrap();
    if (await run(queued, 'guestReview.deliveries.queued')) setWatching(true);
  };
  const nameOf = (template: string) => {
    const name = templateOf(template);
    return KNOWN.has(name) ? text(`deliveries.template.${name}`) : template;
  };
  // A cancelled or finished stay's guest link leads nowhere (the server refuses to send it);
  // the list goes to the front desk of an approved stay only, as it goes by itself (issue 27).
  const resendable: readonly Resend[] = dataRemoved
    ? []
    : [
        ...(guestLinkSendableFrom.includes(status) ? (['guest-link'] as const) : []),
        ...(status === ReservationStatus.ENDED ? (['front-desk-list'] as const) : []),
      ];
  const linkSent = deliveries.data?.items.some(
    ({ template, status: sending }) =>
      templateOf(template) === 'guest-link' && sending !== 'failed',
  );
  // Its day, until a guest link is in the log (the host's own send stops the job's).
  const linkWaits =
    guestLinkDueAt !== null &&
    !deliveries.data?.items.some(({ template }) => templateOf(template) === 'guest-link');
  // "Again" only once the link went out (or is going): an import's link may never have.
  const buttonText = (what: Resend) =>
    what === 'guest-link' && !linkSent
      ? text('deliveries.send.guest-link')
      : text(`deliveries.resend.${what}`);
  // Nobody at the front desk to send it to: the button says why it does nothing.
  const unreachable = (what: Resend) =>
    what === 'front-desk-list' && deliveries.data?.frontDeskReachable === false;
  return (
    <ReviewSection id="deliveries" titleId="guestReview.deliveries.title">
      {resendable.length > 0 ? (
        <div className="page-heading-actions" style={{ flexWrap: 'wrap', marginBottom: '0.75rem' }}>
          {resendable.map((what) => (
            <button
              key={what}
              type="button"
              className="ui-button"
              disabled={resending.isLoading || unreachable(what)}
              aria-describedby={unreachable(what) ? 'front-desk-unreachable' : undefined}
              onClick={() => void again(what)}
            >
              {buttonText(what)}
            </button>
          ))}
        </div>
      ) : null}
      {resendable.some(unreachable) ? (
        <p id="front-desk-unreachable" className="field-hint" style={{ marginBottom: '0.75rem' }}>
          {text('deliveries.frontDeskUnreachable')}
        </p>
      ) : null}
      {linkWaits ? (
        <p className="field-hint" style={{ marginBottom: '0.75rem' }}>
          {text('deliveries.linkDueAt', { date: moment(guestLinkDueAt) })}
        </p>
      ) : null}
      {deliveries.isLoading ? (
        <Skeleton lines={2} />
      ) : deliveries.error || !deliveries.data ? (
        <ErrorState error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : deliveries.data.items.length === 0 ? (
        <EmptyState title={text('deliveries.none')} />
      ) : (
        <ol className="timeline deliveries">
          {[...deliveries.data.items].reverse().map((delivery) => (
            <li key={delivery.id}>
              <span className="timeline-what">
                {nameOf(delivery.template)} · {text(`deliveries.channel.${delivery.channel}`)}{' '}
                {delivery.destination}
              </span>
              <span className="timeline-who">
                <strong className={failedOf(delivery) ? 'form-problem' : undefined}>
                  {text(
                    `deliveries.status.${replacedByEmail(delivery) ? 'replaced' : delivery.status}`,
                  )}
                  {delivery.error ? `: ${errorOf(delivery.error)}` : ''}
                </strong>
                {` · ${moment(delivery.attemptedAt)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </ReviewSection>
  );
};
