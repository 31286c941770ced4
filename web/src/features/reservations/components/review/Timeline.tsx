import { ErrorState, Skeleton } from '../../../../components/ui';
import { useReservationEventsQuery, type ReservationEventEntry } from '../../api/review-api';
import { datesMoved, type StayDates } from './timeline-dates';
import { useReviewFormat } from './use-review-format';

const KNOWN_EVENTS = new Set([
  'ReservationCreated',
  'GuestFormSaved',
  'ReservationSubmitted',
  'OwnGuestPartSaved',
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
  'GuestDataCorrected',
  'CompanionDataErased',
  'CompanionContactErased',
]);

// What of an event the host should read on its line: the words someone wrote, a new figure.
const DETAILS: Record<string, string> = {
  ReservationRefused: 'refuseMotive',
  ReservationCancelled: 'cancelMotive',
  FormHidden: 'hiddenMotive',
  ResponsibleUserChanged: 'reason',
  MaxGuestsUpdated: 'maxGuests',
};

const detailOf = (event: ReservationEventEntry): string | null => {
  const field = DETAILS[event.type];
  const value = field ? event.changes[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) || null : null;
};

// The main guest saves the form step by step, a companion their own part: a run of one
// guest's saves is one line of the history.
const FOLDED = new Set(['GuestFormSaved', 'OwnGuestPartSaved']);

type Line = { event: ReservationEventEntry; count: number };

/** The companion whose own part an event saved (OwnGuestPartSaved), by their key. */
const companionOf = (event: ReservationEventEntry): string | undefined => {
  const key = event.changes.guestKey;
  return typeof key === 'string' ? key : undefined;
};

const sameGuest = (one: ReservationEventEntry, other: ReservationEventEntry) =>
  one.actor.role === other.actor.role &&
  one.actor.name === other.actor.name &&
  companionOf(one) === companionOf(other);

/** Newest first, each run of folded events by one guest as one line carrying its count. */
const linesOf = (events: readonly ReservationEventEntry[]): Line[] =>
  [...events].reverse().reduce<Line[]>((lines, event) => {
    const last = lines.at(-1);
    if (
      last &&
      FOLDED.has(event.type) &&
      last.event.type === event.type &&
      sameGuest(last.event, event)
    )
      last.count += 1;
    else lines.push({ event, count: 1 });
    return lines;
  }, []);

type Props = {
  reservationId: string;
  /** Without a lock the code is the door's own, not the lock's dynamic password. */
  usesLock: boolean;
  /** A companion's name by their key: who saved their own part. */
  companionName: (key: string) => string | undefined;
};

/** The reservation's audit trail: who did what and when, in the host's language. */
/** The line's words: a door code set by hand on a property without a lock is no lock's password. */
const eventKey = (type: string, usesLock: boolean): string =>
  !KNOWN_EVENTS.has(type)
    ? 'other'
    : type === 'DynamicPasswordUpdated' && !usesLock
      ? 'DoorCodeSet'
      : type;

/** A companion's data erased: the host acted, at the companion's request, named in the words. */
const ERASURES = new Set(['CompanionDataErased', 'CompanionContactErased']);

/** Who acted when no user did: the guest, an import (a calendar feed, Stays), or the system. */
const ACTOR_KEYS: Record<string, string> = {
  GUEST: 'actorGuest',
  INTEGRATION: 'actorIntegration',
};

export const Timeline = ({ reservationId, usesLock, companionName }: Props) => {
  const { text, moment, motive, stayDay } = useReviewFormat();
  const events = useReservationEventsQuery(reservationId);
  if (events.isLoading) return <Skeleton lines={3} />;
  if (events.error || !events.data)
    return <ErrorState error={events.error} onRetry={() => void events.refetch()} />;
  const moves = datesMoved(events.data);
  const range = ({ checkIn, checkOut }: StayDates) => `${stayDay(checkIn)}–${stayDay(checkOut)}`;
  const nameIn = (event: ReservationEventEntry) => {
    const companion = companionOf(event);
    return companion === undefined ? undefined : companionName(companion);
  };
  // A companion erased at their request: the host did it, at the companion's request (walk58).
  const actorOf = (event: ReservationEventEntry) =>
    (ERASURES.has(event.type) ? undefined : nameIn(event)) ??
    event.actor.name ??
    text(ACTOR_KEYS[event.actor.role] ?? 'actorSystem');
  const whatOf = (event: ReservationEventEntry) => {
    if (!ERASURES.has(event.type)) return text(`event.${eventKey(event.type, usesLock)}`);
    const name = nameIn(event);
    const request = name ? text('event.atRequestOf', { name }) : text('event.atOwnRequest');
    return text(`event.${event.type}`, { request });
  };
  return (
    <ol className="timeline">
      {linesOf(events.data).map(({ event, count }) => {
        const detail = detailOf(event);
        const move = moves.get(event.id);
        return (
          <li key={event.id}>
            <span className="timeline-what">
              {whatOf(event)}
              {count > 1 ? ` ${text('eventCount', { count })}` : null}
              {detail ? (
                <>
                  {text('eventDetailSeparator')}
                  <q>{event.type === 'ReservationCancelled' ? motive(detail) : detail}</q>
                </>
              ) : move ? (
                <>
                  {text('eventDetailSeparator')}
                  {text('datesMoved', { from: range(move.from), to: range(move.to) })}
                </>
              ) : null}
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
