export * from './notifications.module';
export {
  MESSAGE_EFFECTS,
  MessagesModule,
  ReservationMessagesModule,
} from './messages/messages.module';
