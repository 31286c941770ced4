import { ErrorState, Skeleton } from '../../../../components/ui';
import { useReservationEventsQuery, type ReservationEventEntry } from '../../api/review-api';
import { useReviewFormat } from './use-review-format';

const KNOWN_EVENTS = new Set([
  'ReservationCreated',
  'GuestFormSaved',
  'ReservationSubmitted',
  'AutomaticChecksPassed',
  'ReservationApproved',
  'ReservationRefused',
  'ReservationCancelled',
  'CancellationReverted',
  'CheckoutFinished',
  'FormHidden',
  'FormShown',
  'GuestStatusChanged',
  'CheckoutExtended',
  'MaxGuestsUpdated',
  'ResponsibleUserChanged',
  'DynamicPasswordUpdated',
  'SensitiveDataRemoved',
]);

// What an event set that the host should read on the line itself.
const DETAILS = ['refuseMotive', 'cancelMotive', 'hiddenMotive', 'reason', 'maxGuests'];

const detailOf = (event: ReservationEventEntry): string | null => {
  const found = DETAILS.map((field) => event.changes[field]).find(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return found === undefined ? null : String(found);
};

/** The reservation's audit trail: who did what and when, in the host's language. */
export const Timeline = ({ reservationId }: { reservationId: string }) => {
  const { text, moment } = useReviewFormat();
  const events = useReservationEventsQuery(reservationId);
  if (events.isLoading) return <Skeleton lines={3} />;
  if (events.error || !events.data)
    return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  const actorOf = ({ actor }: ReservationEventEntry) =>
    actor.name ?? text(actor.role === 'GUEST' ? 'actorGuest' : 'actorSystem');
  return (
    <ol className="timeline">
      {[...events.data].reverse().map((event) => {
        const detail = detailOf(event);
        return (
          <li key={event.id}>
            <span className="timeline-what">
              {text(`event.${KNOWN_EVENTS.has(event.type) ? event.type : 'other'}`)}
              {detail ? <q>{detail}</q> : null}
            </span>
            <span className="timeline-who">
              {event.occurredAt ? `${moment(event.occurredAt)} · ` : ''}
              {actorOf(event)}
            </span>
          </li>
        );
      })}
    </ol>
  );
};
