import { SUBMISSION_EVENTS } from '@chegada/domain';
import { queueOf, type SideEffectHandler } from '@chegada/side-effects';

type RegisteredEffect = {
  /** The events that start it. */
  events: readonly string[];
  /** Its BullMQ queue: a slow provider holds back only its own queue. */
  queue: 'side-effects' | 'messages' | 'locks' | 'identity' | 'government';
  /** The file of its handler, under apps/api/src. */
  handler: string;
  does: string;
};

const MESSAGE_EFFECTS = 'messages/reservation-messages/message-effects.ts';
const FRONT_DESK = 'messages/reservation-messages/front-desk-list.ts';

/**
 * Every side effect of the product, with the handler that runs it: the dispatcher (projections
 * process, libs/side-effects/src/dispatcher) queues one job per effect and event, the worker
 * runs the handler once (the effect log), and every message goes out through the delivery log.
 * A name is stored in the effect log and in job ids: never rename one. SideEffectsModule checks
 * at start that the handlers built are exactly these.
 */
export const SIDE_EFFECTS: Readonly<Record<string, RegisteredEffect>> = {
  'remove-guest-data': {
    events: ['SensitiveDataRemoved'],
    queue: 'side-effects',
    handler: 'guest-form/guest-data-removal/remove-guest-data.effect.ts',
    does: "removes a guest's documents and index entries after the data key is shredded",
  },
  'data-request-deletions-at-finish': {
    events: ['CheckoutFinished'],
    queue: 'side-effects',
    handler: 'personal-data-requests/deletion/deletions-at-finish.effect.ts',
    does: "runs a guest's pending deletion once the host finishes the stay's checkout",
  },
  'identity-face-match': {
    events: SUBMISSION_EVENTS,
    queue: 'identity',
    handler: 'identity/face-match/face-match.effect.ts',
    does: "compares each guest's selfie with their document's photo, for the host to review",
  },
  'government-cpf-check': {
    events: SUBMISSION_EVENTS,
    queue: 'identity',
    handler: 'government/cpf-check/cpf-check.effect.ts',
    does: "checks each guest's CPF, name and birth date against the Receita's register (Serpro)",
  },
  'government-fnrh': {
    events: ['ReservationApproved', 'CheckoutExtended', 'ReservationCancelled', 'CheckoutFinished'],
    queue: 'government',
    handler: 'government/fnrh/fnrh.effect.ts',
    does:
      'registers an approved stay and its guests in FNRH Digital for a host who opted in (on ' +
      'approval or on the check-in day), checks it in, and sends extensions, cancellations and ' +
      'the checkout',
  },
  'lock-passcode': {
    events: [
      'ReservationApproved',
      'CheckoutExtended',
      'ReservationCancelled',
      'CancellationReverted',
      'CheckoutFinished',
    ],
    queue: 'locks',
    handler: 'locks/lock-passcode.effect.ts',
    does: "brings the residence's TTLock passcode in line with the reservation",
  },
  'message-guest-link': {
    events: ['ReservationCreated'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'sends the guest their link (e-mail, WhatsApp) as the host chose; imports: see below',
  },
  'message-imported-guest-link': {
    events: ['ReservationCreated', 'CheckoutExtended', 'CancellationReverted'],
    queue: 'messages',
    handler: 'bookings/link-dispatch/imported-guest-link.effect.ts',
    does:
      'sends the guest link of an imported reservation as its property says: at once, N days ' +
      'before check-in (a delayed job that reads the reservation again), or never by itself',
  },
  'message-form-submitted': {
    events: ['ReservationSubmitted'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the host (with a link that approves) and the guest that the form arrived',
  },
  'message-guest-approved': {
    events: ['ReservationApproved'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the guest the stay is approved',
  },
  'message-guest-refused': {
    events: ['ReservationRefused'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the guest why the form was refused',
  },
  'message-checkout-extended': {
    events: ['CheckoutExtended'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the guest the new dates, by e-mail and WhatsApp',
  },
  'message-guest-cancelled': {
    events: ['ReservationCancelled'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the guest the stay is cancelled, by e-mail and WhatsApp',
  },
  'message-cancellation-reverted': {
    events: ['CancellationReverted'],
    queue: 'messages',
    handler: MESSAGE_EFFECTS,
    does: 'tells the guest, by e-mail and WhatsApp, that a cancellation was undone',
  },
  'message-door-code': {
    events: [
      'ReservationApproved',
      'CheckoutExtended',
      'DynamicPasswordUpdated',
      'CancellationReverted',
    ],
    queue: 'messages',
    handler: 'messages/reservation-messages/door-code.effect.ts',
    does:
      "sends the guest the door code (the lock's or the manual one) the account's hours before " +
      'check-in, again after a reverted cancellation',
  },
  'message-front-desk': {
    events: ['ReservationApproved', 'CheckoutExtended', 'CancellationReverted'],
    queue: 'messages',
    handler: FRONT_DESK,
    does: 'sends the front desk the guest list (PDF) while the stay is approved',
  },
  'message-front-desk-cancelled': {
    events: ['ReservationCancelled'],
    queue: 'messages',
    handler: FRONT_DESK,
    does: 'tells the front desk that a stay it had the list of is cancelled',
  },
  'message-front-desk-ended': {
    events: ['CheckoutFinished'],
    queue: 'messages',
    handler: FRONT_DESK,
    does: 'tells the front desk that a stay it had the list of has ended',
  },
  'send-message': {
    events: ['MessageRequested'],
    queue: 'messages',
    handler: 'message-delivery/message-requests.ts',
    does: 'delivers a message the API asked for: contact form, password recovery, codes, resends',
  },
};

const describeRoute = (events: readonly string[], queue: string): string =>
  `${[...events].sort().join(',')} on ${queue}`;

/** The handlers, once they are exactly the registry's effects; otherwise why not. */
export const registeredHandlers = (
  handlers: readonly SideEffectHandler[],
): readonly SideEffectHandler[] => {
  const built = new Map(handlers.map((handler) => [handler.name, handler]));
  const problems = Object.entries(SIDE_EFFECTS).flatMap(([name, effect]) => {
    const handler = built.get(name);
    if (!handler) return [`${name}: no handler built`];
    const expected = describeRoute(effect.events, effect.queue);
    const actual = describeRoute(handler.eventTypes, queueOf(handler));
    return expected === actual ? [] : [`${name}: registered ${expected}, built ${actual}`];
  });
  const unregistered = handlers.filter((handler) => !(handler.name in SIDE_EFFECTS));
  problems.push(...unregistered.map((handler) => `${handler.name}: not in the registry`));
  if (problems.length > 0) {
    throw new Error(`Side effects differ from side-effects.registry.ts: ${problems.join('; ')}`);
  }
  return handlers;
};
