import type { RecordedEvent } from '@chegada/event-store';
import {
  reservationIdOfStream,
  ReservationStatus,
  statusAfter,
  type GuestContact,
  type ReservationCreated,
  type ReservationEvent,
  type ReservationEventType,
} from '@chegada/domain';
import type { ReservationListDoc } from './reservation-list.doc';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Columns holding these are uuid; a malformed value must not stop the projection forever.
const uuidOrNull = (value: unknown): string | null =>
  typeof value === 'string' && UUID.test(value) ? value : null;

const dateOr = (value: unknown, fallback: Date): Date => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar date a check-in or checkout was given as when it came without a time, null for
 * a date-time; what it was before for a value dateOr would not take either.
 */
const dayOr = (value: unknown, fallback: string | null): string | null => {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  return Number.isNaN(dateOr(value, new Date(Number.NaN)).getTime()) ? fallback : null;
};

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;

/** The reservation id of a stream `reservation-<uuid>`, or null for any other stream. */
export const reservationIdOf = (event: Pick<RecordedEvent, 'streamId'>): string | null =>
  uuidOrNull(reservationIdOfStream(event.streamId));

/** When the command was accepted; the store's clock only when the metadata lacks it. */
const occurredAt = (event: RecordedEvent): Date =>
  dateOr(event.metadata.occurredAt, event.recordedAt);

const created = (
  id: string,
  { data }: ReservationCreated,
  event: RecordedEvent,
): ReservationListDoc | null => {
  const accountId = uuidOrNull(data.accountId);
  const residenceId = uuidOrNull(data.residenceId);
  if (!accountId || !residenceId) return null;
  const at = occurredAt(event);
  const guest: Partial<Record<keyof GuestContact, unknown>> = data.guest ?? {};
  return {
    id,
    accountId,
    residenceId,
    guestName: textOrNull(guest.name),
    guestEmail: textOrNull(guest.email),
    guestPhone: textOrNull(guest.phone),
    status: ReservationStatus.TO_FORM,
    statusBeforeCancel: null,
    hidden: false,
    hiddenMotive: null,
    checkIn: dateOr(data.checkIn, at),
    checkOut: dateOr(data.checkOut, at),
    checkInDay: dayOr(data.checkIn, null),
    checkOutDay: dayOr(data.checkOut, null),
    source: data.source,
    maxGuests: data.maxGuests,
    registeredGuests: 0,
    language: data.language,
    hasLock: data.hasLock,
    responsibleUserId: null,
    checkoutResponsibleUserId: null,
    createdBy: uuidOrNull(data.createdBy),
    refuseMotive: null,
    cancelMotive: null,
    sensitiveDataRemoved: false,
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
    approvedAt: null,
    revision: event.revision,
    lastEventPosition: event.position,
  };
};

/** The fields other than the status that an event changes on an existing reservation. */
const changes = (
  doc: ReservationListDoc,
  domainEvent: Exclude<ReservationEvent, ReservationCreated>,
  at: Date,
): Partial<ReservationListDoc> => {
  switch (domainEvent.type) {
    case 'GuestFormSaved':
    case 'OwnGuestPartSaved':
      return { registeredGuests: domainEvent.data.registeredGuests };
    case 'ReservationSubmitted':
      return {
        registeredGuests: domainEvent.data.registeredGuests,
        submittedAt: doc.submittedAt ?? at,
        refuseMotive: null,
      };
    case 'ReservationApproved':
      return { approvedAt: at };
    case 'ReservationRefused':
      return { refuseMotive: domainEvent.data.refuseMotive };
    case 'ReservationCancelled':
      return { statusBeforeCancel: doc.status, cancelMotive: domainEvent.data.cancelMotive };
    case 'CancellationReverted':
      return { statusBeforeCancel: null, cancelMotive: null };
    case 'FormHidden':
      return { hidden: true, hiddenMotive: domainEvent.data.hiddenMotive };
    case 'FormShown':
      return { hidden: false, hiddenMotive: domainEvent.data.hiddenMotive };
    case 'CheckoutExtended':
      return {
        checkIn: dateOr(domainEvent.data.checkIn, doc.checkIn),
        checkOut: dateOr(domainEvent.data.checkOut, doc.checkOut),
        checkInDay: dayOr(domainEvent.data.checkIn, doc.checkInDay),
        checkOutDay: dayOr(domainEvent.data.checkOut, doc.checkOutDay),
      };
    case 'MaxGuestsUpdated':
      return { maxGuests: domainEvent.data.maxGuests };
    case 'ResponsibleUserChanged': {
      const userId = uuidOrNull(domainEvent.data.responsibleUserId);
      return domainEvent.data.isCheckoutResponsibleUser
        ? { checkoutResponsibleUserId: userId }
        : { responsibleUserId: userId };
    }
    case 'AutomaticChecksPassed':
    case 'CheckoutFinished':
    case 'GuestStatusChanged':
    case 'DynamicPasswordUpdated':
    case 'GuestDataCorrected':
    case 'CompanionDataErased':
    case 'CompanionContactErased':
      // A password is a secret, a correction the form's (the list keeps what the host typed):
      // the list records only that the reservation changed.
      return {};
    case 'SensitiveDataRemoved':
      return { guestName: null, guestEmail: null, guestPhone: null, sensitiveDataRemoved: true };
    default: {
      const unhandled: never = domainEvent;
      return unhandled;
    }
  }
};

// A Record, so the compiler names any event type of the decider this list forgets.
const handled: Record<ReservationEventType, true> = {
  ReservationCreated: true,
  GuestFormSaved: true,
  ReservationSubmitted: true,
  OwnGuestPartSaved: true,
  AutomaticChecksPassed: true,
  ReservationApproved: true,
  ReservationRefused: true,
  ReservationCancelled: true,
  CancellationReverted: true,
  CheckoutFinished: true,
  FormHidden: true,
  FormShown: true,
  GuestStatusChanged: true,
  CheckoutExtended: true,
  MaxGuestsUpdated: true,
  ResponsibleUserChanged: true,
  DynamicPasswordUpdated: true,
  SensitiveDataRemoved: true,
  GuestDataCorrected: true,
  CompanionDataErased: true,
  CompanionContactErased: true,
};
const handledTypes: ReadonlySet<string> = new Set(Object.keys(handled));

export const reservationListEventTypes: readonly string[] = [...handledTypes];

/**
 * Pure: the list entry after the event. Events of a reservation the list never saw created,
 * and events older than the entry (a replay), leave it as it is.
 */
export const evolveReservationList = (
  doc: ReservationListDoc | null,
  event: RecordedEvent,
): ReservationListDoc | null => {
  const id = reservationIdOf(event);
  if (!id || !handledTypes.has(event.type)) return doc;
  const domainEvent = { type: event.type, data: event.data } as ReservationEvent;
  if (domainEvent.type === 'ReservationCreated') return doc ?? created(id, domainEvent, event);
  if (!doc || event.revision <= doc.revision) return doc;
  const at = occurredAt(event);
  return {
    ...doc,
    ...changes(doc, domainEvent, at),
    status: statusAfter(domainEvent, doc.status),
    updatedAt: at,
    revision: event.revision,
    lastEventPosition: event.position,
  };
};
