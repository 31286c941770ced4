// First: modules this index's other exports load (guest-form, through reservations) use it.
export { MessageRequests } from './delivery/message-requests';
export * from './message-delivery.module';
export {
  MESSAGE_EFFECTS,
  MessagesModule,
  ReservationMessagesModule,
} from './reservation-messages/messages.module';
export { MESSAGES_QUEUE } from './delivery/outgoing';
