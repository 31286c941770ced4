export * from './notifications.module';
export {
  MESSAGE_EFFECTS,
  MessagesModule,
  ReservationMessagesModule,
} from './messages/messages.module';
export { MESSAGES_QUEUE } from './messages/message-effect';
