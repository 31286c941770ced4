// First: modules this index's other exports load (guest-form, through reservations) use it.
export { MessageRequests } from './messages/message-requests';
export * from './notifications.module';
export {
  MESSAGE_EFFECTS,
  MessagesModule,
  ReservationMessagesModule,
} from './messages/messages.module';
export { MESSAGES_QUEUE } from './messages/message-effect';
