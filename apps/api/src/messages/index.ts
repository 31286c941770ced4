export {
  MESSAGE_EFFECTS,
  MessagesModule,
  ReservationMessagesModule,
  ReservationSnapshotsModule,
} from './reservation-messages/messages.module';
// For the effects other modules define (bookings' imported guest link).
export { messageEffect, type MessageEffectDefinition } from './reservation-messages/message-effect';
export { guestLinkMessages, WHATSAPP_TEMPLATES } from './reservation-messages/to-guest';
export { GUEST_LINK_TEMPLATES } from './reservation-messages/imported-link-pending';
export { ReservationSnapshots } from './reservation-messages/reservation-snapshot';
export { FRONT_DESK_WHATSAPP_TEMPLATES } from './reservation-messages/front-desk-list';
export { PaidMessages, PaidMessagesModule } from './delivery/paid-messages';
