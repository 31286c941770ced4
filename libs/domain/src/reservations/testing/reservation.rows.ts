import {
  ReservationStatus,
  type ReservationCommand,
  type ReservationEvent,
} from '../reservation.types';
import { allStatuses, command, event } from './reservation.fixtures';

/**
 * The transition table of reservation-lifecycle.md, written out again for the tests (not
 * read from the implementation): each action with a valid command, the statuses it is
 * allowed from, the events it must produce, and the status it leads to.
 */
export type Row = {
  action: string;
  when: ReservationCommand;
  from: readonly ReservationStatus[];
  then: (from: ReservationStatus) => ReservationEvent[];
  to: (from: ReservationStatus) => ReservationStatus;
};

const S = ReservationStatus;
const same = (from: ReservationStatus) => from;
const always = (status: ReservationStatus) => () => status;
const guestEditable = [S.TO_FORM, S.FILLING, S.REFUSED];
const awaitingHost = [S.TO_APROVE, S.TO_VALIDATE];
const open = allStatuses.filter(
  (status) => status !== S.CANCELED && status !== S.CHECKOUT_FINISHED,
);
const fields = { adults: 2 };
const stay = { checkIn: '2026-12-20T14:00:00-03:00', checkOut: '2026-12-30T11:00:00-03:00' };

export const rows: Row[] = [
  {
    action: 'guest saves part of the form',
    when: command('SaveGuestForm', { fields, registeredGuests: 1 }),
    from: guestEditable,
    then: () => [event('GuestFormSaved', { fields, registeredGuests: 1 })],
    to: always(S.FILLING),
  },
  {
    action: 'guest submits a complete form',
    when: command('SubmitGuestForm', { fields, registeredGuests: 2, needsAutomaticChecks: false }),
    from: guestEditable,
    then: () => [
      event('ReservationSubmitted', { fields, registeredGuests: 2, status: S.TO_APROVE }),
    ],
    to: always(S.TO_APROVE),
  },
  {
    action: 'guest submits, automatic checks pending',
    when: command('SubmitGuestForm', { fields, registeredGuests: 2, needsAutomaticChecks: true }),
    from: guestEditable,
    then: () => [
      event('ReservationSubmitted', { fields, registeredGuests: 2, status: S.TO_VALIDATE }),
    ],
    to: always(S.TO_VALIDATE),
  },
  {
    action: 'additional guest saves their own part',
    when: command('SaveOwnGuestPart', { guestKey: 'k1', fields, registeredGuests: 2 }),
    from: [...guestEditable, ...awaitingHost],
    then: () => [event('OwnGuestPartSaved', { guestKey: 'k1', fields, registeredGuests: 2 })],
    to: (from) => (from === S.TO_FORM ? S.FILLING : from),
  },
  {
    action: 'automatic checks pass',
    when: command('PassAutomaticChecks', {}),
    from: [S.TO_VALIDATE],
    then: () => [event('AutomaticChecksPassed', {})],
    to: always(S.TO_APROVE),
  },
  {
    action: 'guest-status to TO_VALIDATE',
    when: command('SetGuestStatus', { status: S.TO_VALIDATE }),
    from: [S.TO_APROVE],
    then: () => [event('GuestStatusChanged', { status: S.TO_VALIDATE })],
    to: always(S.TO_VALIDATE),
  },
  {
    action: 'approve',
    when: command('ApproveReservation', { confirm: true }),
    from: awaitingHost,
    then: () => [event('ReservationApproved', {})],
    to: always(S.ENDED),
  },
  {
    action: 'refuse',
    when: command('RefuseReservation', { refuseMotive: '  Documento ilegível  ' }),
    from: awaitingHost,
    then: () => [event('ReservationRefused', { refuseMotive: 'Documento ilegível' })],
    to: always(S.REFUSED),
  },
  {
    action: 'cancel',
    when: command('CancelReservation', { cancelMotive: ' Hóspede desistiu ', userId: 'host-1' }),
    from: open,
    then: () => [
      event('ReservationCancelled', { cancelMotive: 'Hóspede desistiu', userId: 'host-1' }),
    ],
    to: always(S.CANCELED),
  },
  {
    // The fixture's cancellation left TO_FORM; every other status is covered on its own.
    action: 'revert cancellation',
    when: command('RevertCancellation', { confirm: true }),
    from: [S.CANCELED],
    then: () => [event('CancellationReverted', { status: S.TO_FORM })],
    to: always(S.TO_FORM),
  },
  {
    action: 'finish checkout',
    when: command('FinishCheckout', { confirm: true }),
    from: [S.ENDED],
    then: () => [event('CheckoutFinished', {})],
    to: always(S.CHECKOUT_FINISHED),
  },
  {
    action: 'hide the form',
    when: command('SetFormVisibility', { hiddenMotive: ' Duplicada ' }),
    from: allStatuses,
    then: () => [event('FormHidden', { hiddenMotive: 'Duplicada' })],
    to: same,
  },
  {
    action: 'extend checkout',
    when: command('ExtendCheckout', { ...stay, confirm: true }),
    from: open,
    then: (from) => [event('CheckoutExtended', { ...stay, newPasscodeRequired: from === S.ENDED })],
    to: same,
  },
  {
    action: 'update max guests',
    when: command('UpdateMaxGuests', { maxGuests: 3 }),
    from: open,
    then: () => [event('MaxGuestsUpdated', { maxGuests: 3 })],
    to: same,
  },
  {
    action: 'change responsible user',
    when: command('ChangeResponsibleUser', {
      responsibleUserId: 'user-2',
      reason: ' Férias ',
      isCheckoutResponsibleUser: false,
    }),
    from: allStatuses,
    then: () => [
      event('ResponsibleUserChanged', {
        responsibleUserId: 'user-2',
        reason: 'Férias',
        isCheckoutResponsibleUser: false,
      }),
    ],
    to: same,
  },
  {
    action: 'update dynamic password (with a lock)',
    when: command('UpdateDynamicPassword', { dynamicPassword: '482913' }),
    // A cancelled or finished stay gets no door code (reservation-lifecycle.md, issue 27).
    from: open,
    then: () => [event('DynamicPasswordUpdated', { dynamicPassword: '482913' })],
    to: same,
  },
  {
    action: 'remove sensitive data',
    when: command('RemoveSensitiveData', {}),
    from: [S.CANCELED, S.CHECKOUT_FINISHED],
    then: () => [event('SensitiveDataRemoved', {})],
    to: same,
  },
  {
    action: 'expire personal data (retention, by the checkout date)',
    when: command('ExpirePersonalData', {}),
    from: allStatuses,
    then: () => [event('SensitiveDataRemoved', {})],
    to: same,
  },
  {
    action: 'host corrects the guest’s personal data (a guest’s correction request)',
    when: command('CorrectGuestData', { fields: { name: 'Maria Souza' } }),
    from: allStatuses,
    then: () => [event('GuestDataCorrected', { fields: { name: 'Maria Souza' } })],
    to: same,
  },
  {
    action: 'host erases an adult companion’s data (the companion’s deletion request)',
    when: command('EraseCompanionData', { guestKey: 'k1' }),
    from: allStatuses,
    then: () => [event('CompanionDataErased', { guestKey: 'k1' })],
    to: same,
  },
  {
    action: 'host erases an adult companion’s contact at once (their deletion, a stay to come)',
    when: command('EraseCompanionContact', { guestKey: 'k1' }),
    from: allStatuses,
    then: () => [event('CompanionContactErased', { guestKey: 'k1' })],
    to: same,
  },
];
