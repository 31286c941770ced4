import type { TemplateCatalogue } from './message-templates';

export const enUS: TemplateCatalogue = {
  'guest-link': {
    subject: 'Your check-in at {propertyName}',
    body: [
      'Hello, {guestName}!',
      'Your stay at {propertyName} runs from {checkIn} to {checkOut}.',
      'Please fill in the check-in form before you arrive.',
    ],
    action: 'Fill in the check-in',
  },
  'form-received': {
    subject: 'Check-in sent: {guestName} at {propertyName}',
    body: [
      '{guestName} sent the check-in form for {propertyName} ({checkIn} to {checkOut}).',
      'Review and approve the reservation in the console.',
    ],
    action: 'Open the reservation',
    approveAction: 'Approve the reservation',
  },
  'form-reviewing': {
    subject: 'We received your check-in at {propertyName}',
    body: [
      'Hello, {guestName}!',
      'We received your details and are reviewing them. We will let you know once approved.',
    ],
  },
  approved: {
    subject: 'Check-in approved at {propertyName}',
    body: [
      'Hello, {guestName}! Your check-in at {propertyName} is approved.',
      'Arrival: {checkIn}. Departure: {checkOut}.',
      '{instructions}',
      'Questions: {hostContact}.',
    ],
    action: 'See the details',
  },
  'door-code': {
    subject: 'Your door code at {propertyName}',
    body: [
      'Hello, {guestName}! Your check-in at {propertyName} is at {checkIn}.',
      'Door code: {passcode}',
      '{instructions}',
      'Questions: {hostContact}.',
    ],
    action: 'See the details',
  },
  refused: {
    subject: 'Your check-in at {propertyName} needs a correction',
    body: [
      'Hello, {guestName}!',
      'Your check-in was not approved: {motive}',
      'Please fix the form.',
    ],
    action: 'Fix the check-in',
  },
  'checkout-extended': {
    subject: 'New dates at {propertyName}',
    body: [
      'Hello, {guestName}!',
      'Your stay at {propertyName} now runs from {checkIn} to {checkOut}.',
    ],
  },
  cancelled: {
    subject: 'Reservation cancelled at {propertyName}',
    body: [
      'Hello, {guestName}.',
      'Your reservation at {propertyName} ({checkIn} to {checkOut}) was cancelled.',
    ],
  },
  'cancellation-reverted': {
    subject: 'Your reservation at {propertyName} is back on',
    body: [
      'Hello, {guestName}!',
      'The cancellation of your reservation at {propertyName} was undone: your stay from {checkIn} to {checkOut} goes ahead.',
      'Questions: {hostContact}.',
    ],
    action: 'See the details',
  },
  'front-desk-list': {
    subject: 'Guest list: {propertyName}, {checkIn}',
    body: [
      'Attached is the guest list of {propertyName}, from {checkIn} to {checkOut}.',
      "Host's contact: {hostContact}.",
    ],
  },
  'front-desk-cancelled': {
    subject: 'Reservation cancelled: {propertyName}, {checkIn}',
    body: [
      'The reservation of {guestName} at {propertyName}, from {checkIn} to {checkOut}, was cancelled.',
      'The guest list sent earlier is no longer valid: these guests are not authorized to enter.',
      "Host's contact: {hostContact}.",
    ],
  },
  'front-desk-ended': {
    subject: 'Stay ended: {propertyName}, {checkIn}',
    body: [
      'The stay of {guestName} at {propertyName} ({checkIn} to {checkOut}) has ended.',
      "This stay's guest list is no longer valid: these guests are no longer authorized to enter.",
      "Host's contact: {hostContact}.",
    ],
  },
};

/** The guest link's last paragraph once the stay has begun: no "before you arrive" then. */
export const enUSGuestLinkStayBegun =
  'Your stay has already begun: please fill in the check-in form as soon as you can.';
