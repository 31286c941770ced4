import type { BookingSource, ReservationStatus } from './reservation.values';

export * from './reservation.values';

/** Time and the acting user come in with every command; the domain never reads a clock. */
export type CommandMetadata = { now: string; actorId: string | null };

type Command<Type extends string, Data = unknown> = {
  type: Type;
  data: Data & { reservationId: string };
  metadata: CommandMetadata;
};

/** Personal data: the API layer encrypts it per reservation before it is stored. */
export type GuestContact = { name: string; email?: string; phone?: string };

/** Guest form fields stay opaque here; the guest-form issue gives them a shape. */
export type GuestFormFields = Readonly<Record<string, unknown>>;

/** What a new reservation is made of: the command's data, and its created event's. */
export type NewReservation = {
  accountId: string;
  residenceId: string;
  guest: GuestContact;
  /** ISO 8601 date-time. */
  checkIn: string;
  /** ISO 8601 date-time. */
  checkOut: string;
  source: BookingSource;
  maxGuests: number;
  language: string;
  /** The residence opens with a smart lock (usesTTLock). */
  hasLock: boolean;
  createdBy: string | null;
  /** Adults and children as the booking's channel gave them (imports only; issue 30). */
  party?: BookedParty;
};

/** How many adults and children a booking was made for, before the guest says. */
export type BookedParty = { adults: number; children: number };

/** A change of the guest form: its fields and how many guests it then lists. */
type FormChange = { fields: GuestFormFields; registeredGuests: number };
/** A change of one additional guest's own part (`guestKey`: whose). */
type OwnPartChange = FormChange & { guestKey: string };

export type CreateReservation = Command<'CreateReservation', NewReservation>;
export type SaveGuestForm = Command<'SaveGuestForm', FormChange>;
export type SubmitGuestForm = Command<
  'SubmitGuestForm',
  FormChange & { needsAutomaticChecks: boolean }
>;
/**
 * An additional guest saves their own part through their own link (spec §6): only their entry
 * of the list changes, and the reservation keeps its status, so the holder's submission stays
 * with the host (in analysis) or with the holder (refused) while the guest catches up.
 */
export type SaveOwnGuestPart = Command<'SaveOwnGuestPart', OwnPartChange>;
export type PassAutomaticChecks = Command<'PassAutomaticChecks'>;
export type ApproveReservation = Command<'ApproveReservation', { confirm: boolean }>;
export type RefuseReservation = Command<'RefuseReservation', { refuseMotive: string }>;
export type CancelReservation = Command<
  'CancelReservation',
  { cancelMotive: string; userId: string }
>;
export type RevertCancellation = Command<'RevertCancellation', { confirm: boolean }>;
export type FinishCheckout = Command<'FinishCheckout', { confirm: boolean }>;
/** Toggles the hidden flag; the motive is required to hide, optional to show. */
export type SetFormVisibility = Command<'SetFormVisibility', { hiddenMotive: string }>;
/** Only TO_VALIDATE is accepted; the number comes straight from the request. */
export type SetGuestStatus = Command<'SetGuestStatus', { status: number }>;
export type ExtendCheckout = Command<
  'ExtendCheckout',
  { checkIn: string; checkOut: string; confirm: boolean }
>;
export type UpdateMaxGuests = Command<
  'UpdateMaxGuests',
  /** registeredGuests: guests counted outside this stream, if the caller knows more. */
  { maxGuests: number; registeredGuests?: number }
>;
export type ChangeResponsibleUser = Command<
  'ChangeResponsibleUser',
  { responsibleUserId: string; reason: string; isCheckoutResponsibleUser: boolean }
>;
export type UpdateDynamicPassword = Command<'UpdateDynamicPassword', { dynamicPassword: string }>;
export type RemoveSensitiveData = Command<'RemoveSensitiveData'>;
/**
 * The host corrects the guest's personal fields a guest asked to correct (LGPD art. 18 III,
 * issue 32), whatever the status, until the data is gone; the status stays.
 */
export type CorrectGuestData = Command<'CorrectGuestData', { fields: GuestFormFields }>;
/**
 * The retention rule's removal (issue 32): keyed on the checkout date, not the status, since
 * hosts often never finish the checkout, so any status may reach it.
 */
export type ExpirePersonalData = Command<'ExpirePersonalData'>;
/**
 * An adult companion's own deletion (issue 32): their entry of the form blanked, the holder's
 * and the other companions' left as they are. guestKey: the companion's key on the form.
 */
export type EraseCompanionData = Command<'EraseCompanionData', { guestKey: string }>;
/**
 * The part of an adult companion's deletion that cannot wait for a stay to come (issue 32):
 * their contact data goes, what the stay still needs (identity, documents) stays until it ends.
 */
export type EraseCompanionContact = Command<'EraseCompanionContact', { guestKey: string }>;

export type ReservationCommand =
  | CreateReservation
  | SaveGuestForm
  | SubmitGuestForm
  | SaveOwnGuestPart
  | PassAutomaticChecks
  | ApproveReservation
  | RefuseReservation
  | CancelReservation
  | RevertCancellation
  | FinishCheckout
  | SetFormVisibility
  | SetGuestStatus
  | ExtendCheckout
  | UpdateMaxGuests
  | ChangeResponsibleUser
  | UpdateDynamicPassword
  | RemoveSensitiveData
  | ExpirePersonalData
  | CorrectGuestData
  | EraseCompanionData
  | EraseCompanionContact;
export type ReservationCommandType = ReservationCommand['type'];

type Event<Type extends string, Data> = { type: Type; data: Data };

export type ReservationCreated = Event<
  'ReservationCreated',
  { reservationId: string } & NewReservation
>;
export type GuestFormSaved = Event<'GuestFormSaved', FormChange>;
/** status: TO_APROVE, or TO_VALIDATE while automatic checks are pending. */
export type ReservationSubmitted = Event<
  'ReservationSubmitted',
  FormChange & { status: SubmittedStatus }
>;
/** guestKey: whose part; fields: the form's change (the additional guests' list). */
export type OwnGuestPartSaved = Event<'OwnGuestPartSaved', OwnPartChange>;
export type SubmittedStatus =
  typeof ReservationStatus.TO_APROVE | typeof ReservationStatus.TO_VALIDATE;
export type AutomaticChecksPassed = Event<'AutomaticChecksPassed', Record<string, never>>;
export type ReservationApproved = Event<'ReservationApproved', Record<string, never>>;
export type ReservationRefused = Event<'ReservationRefused', { refuseMotive: string }>;
export type ReservationCancelled = Event<
  'ReservationCancelled',
  { cancelMotive: string; userId: string }
>;
/** status: the one the cancellation left, now restored. */
export type CancellationReverted = Event<'CancellationReverted', { status: ReservationStatus }>;
export type CheckoutFinished = Event<'CheckoutFinished', Record<string, never>>;
export type FormHidden = Event<'FormHidden', { hiddenMotive: string }>;
export type FormShown = Event<'FormShown', { hiddenMotive: string | null }>;
export type GuestStatusChanged = Event<
  'GuestStatusChanged',
  { status: typeof ReservationStatus.TO_VALIDATE }
>;
/** newPasscodeRequired: an approved reservation with a lock needs a passcode for the new dates. */
export type CheckoutExtended = Event<
  'CheckoutExtended',
  { checkIn: string; checkOut: string; newPasscodeRequired: boolean }
>;
export type MaxGuestsUpdated = Event<'MaxGuestsUpdated', { maxGuests: number }>;
export type ResponsibleUserChanged = Event<
  'ResponsibleUserChanged',
  { responsibleUserId: string; reason: string; isCheckoutResponsibleUser: boolean }
>;
export type DynamicPasswordUpdated = Event<'DynamicPasswordUpdated', { dynamicPassword: string }>;
export type SensitiveDataRemoved = Event<'SensitiveDataRemoved', Record<string, never>>;
/** fields: the form's personal fields as the host corrected them (sealed, as the form's). */
export type GuestDataCorrected = Event<'GuestDataCorrected', { fields: GuestFormFields }>;
/** The companion's entry of the form is blanked from here on: only their key stays. */
export type CompanionDataErased = Event<'CompanionDataErased', { guestKey: string }>;
/** The companion's contact (their phone) is gone from their entry; the rest waits for the stay. */
export type CompanionContactErased = Event<'CompanionContactErased', { guestKey: string }>;

export type ReservationEvent =
  | ReservationCreated
  | GuestFormSaved
  | ReservationSubmitted
  | OwnGuestPartSaved
  | AutomaticChecksPassed
  | ReservationApproved
  | ReservationRefused
  | ReservationCancelled
  | CancellationReverted
  | CheckoutFinished
  | FormHidden
  | FormShown
  | GuestStatusChanged
  | CheckoutExtended
  | MaxGuestsUpdated
  | ResponsibleUserChanged
  | DynamicPasswordUpdated
  | SensitiveDataRemoved
  | GuestDataCorrected
  | CompanionDataErased
  | CompanionContactErased;
export type ReservationEventType = ReservationEvent['type'];

export type ExistingReservation = {
  kind: 'existing';
  reservationId: string;
  accountId: string;
  residenceId: string;
  status: ReservationStatus;
  /** Set while CANCELED: where a reverted cancellation returns. */
  statusBeforeCancel: ReservationStatus | null;
  hidden: boolean;
  checkIn: string;
  checkOut: string;
  maxGuests: number;
  registeredGuests: number;
  hasLock: boolean;
  responsibleUserId: string | null;
  checkoutResponsibleUserId: string | null;
  sensitiveDataRemoved: boolean;
  /** The adult companions (by key) whose data was erased at their request: nothing new of theirs. */
  erasedCompanions: readonly string[];
};
export type ReservationState = { kind: 'none' } | ExistingReservation;

export {
  reservationErrorCodes,
  type ReservationErrorCode,
  type ReservationError,
} from './reservation-error-codes';
