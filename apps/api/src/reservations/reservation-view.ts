import {
  phoneE164,
  type BookedParty,
  reservationStatusName,
  type ExistingReservation,
  type ReservationEvent,
  type ReservationEventType,
  type ReservationStatus,
  type ReservationStatusName,
} from '@chegada/domain';
import type { ResidenceReference } from './reservation-references.repository';

/** A reservation as every command answers it; field names as product spec §3 has them. */
export type ReservationView = {
  id: string;
  residenceId: string;
  status: ReservationStatus;
  statusName: ReservationStatusName;
  hidden: boolean;
  CheckIn: string;
  checkout: string;
  maxGuests: number;
  registeredGuests: number;
  responsibleUserId: string | null;
  checkoutResponsibleUserId: string | null;
  sensitiveDataRemoved: boolean;
  /** Send it back as If-Match (the ETag header carries it too). */
  revision: number;
};

export const reservationView = (
  reservation: ExistingReservation,
  revision: number,
): ReservationView => ({
  id: reservation.reservationId,
  residenceId: reservation.residenceId,
  status: reservation.status,
  statusName: reservationStatusName(reservation.status),
  hidden: reservation.hidden,
  CheckIn: reservation.checkIn,
  checkout: reservation.checkOut,
  maxGuests: reservation.maxGuests,
  registeredGuests: reservation.registeredGuests,
  responsibleUserId: reservation.responsibleUserId,
  checkoutResponsibleUserId: reservation.checkoutResponsibleUserId,
  sensitiveDataRemoved: reservation.sensitiveDataRemoved,
  revision,
});

/** What the host's page shows beyond the lifecycle state, folded from the same events. */
export type ReservationDetails = {
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  /** The phone in E.164, null when it cannot be read as one: what wa.me links are built from. */
  guestPhoneE164: string | null;
  source: string | null;
  language: string | null;
  refuseMotive: string | null;
  cancelMotive: string | null;
  hiddenMotive: string | null;
  dynamicPassword: string | null;
  /** Adults and children the booking was made for (an import's channel), null when typed. */
  bookedParty: BookedParty | null;
};

export const noDetails = (): ReservationDetails => ({
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  guestPhoneE164: null,
  source: null,
  language: null,
  refuseMotive: null,
  cancelMotive: null,
  hiddenMotive: null,
  dynamicPassword: null,
  bookedParty: null,
});

type DataOf<Type extends ReservationEventType> = Extract<ReservationEvent, { type: Type }>['data'];
type DetailChanges = {
  [Type in ReservationEventType]?: (data: DataOf<Type>) => Partial<ReservationDetails>;
};

// Events that change nothing shown here are simply absent.
const detailChanges: DetailChanges = {
  ReservationCreated: ({ guest, source, language, party }) => ({
    guestName: guest.name,
    guestEmail: guest.email ?? null,
    guestPhone: guest.phone ?? null,
    guestPhoneE164: phoneE164(guest.phone),
    source,
    language,
    bookedParty: party ?? null,
  }),
  ReservationRefused: ({ refuseMotive }) => ({ refuseMotive }),
  ReservationCancelled: ({ cancelMotive }) => ({ cancelMotive }),
  FormHidden: ({ hiddenMotive }) => ({ hiddenMotive }),
  FormShown: () => ({ hiddenMotive: null }),
  DynamicPasswordUpdated: ({ dynamicPassword }) => ({ dynamicPassword }),
  // Shredded: the guest's contact is gone for good (architecture.md, personal data).
  SensitiveDataRemoved: () => ({
    guestName: null,
    guestEmail: null,
    guestPhone: null,
    guestPhoneE164: null,
  }),
};

export const evolveDetails = (
  details: ReservationDetails,
  event: ReservationEvent,
): ReservationDetails => {
  const change = detailChanges[event.type] as
    ((data: ReservationEvent['data']) => Partial<ReservationDetails>) | undefined;
  return change ? { ...details, ...change(event.data) } : details;
};

/** GET /api/stays/local/:id: the state, the details and the residence. */
export type ReservationPage = ReservationView &
  ReservationDetails & {
    /** The guest form's answers as the guest left them (empty once the data is removed). */
    form: Record<string, unknown>;
    residence: Omit<
      ResidenceReference,
      'maxGuests' | 'guestLinkAutoSend' | 'guestLinkDaysBefore'
    > | null;
    /**
     * When the guest link of an imported reservation goes by itself, while it waits for the
     * property's "N days before check-in" (issue 30); null otherwise.
     */
    guestLinkDueAt: string | null;
    /** What brought it by itself (a calendar feed, Stays), null when typed. */
    importedFrom: 'ical' | 'stays' | null;
    /** The booking's id where it came from (Stays' short id), null when typed or unknown. */
    importedId: string | null;
    /** Whether the account asks each guest for a selfie now ("Require a guest selfie"). */
    requireSelfie: boolean;
    /**
     * Once the personal data is gone: by whom (the retention job, `SYSTEM`, else the host's
     * "remove sensitive data") and when; null while it is there.
     */
    dataRemoval: { cause: 'retention' | 'host'; at: string } | null;
  };
