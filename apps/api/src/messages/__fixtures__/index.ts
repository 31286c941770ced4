// What other modules' specs use of the messages' world: the API with its mail and WhatsApp
// peers, and a reservation's delivery log as its host reads it.
export { deliveriesOf, type Delivery } from '../reservation-messages/__fixtures__/deliveries';
export {
  aMessagingWorld,
  mailsAbout,
  messagesQueueOf,
  type MessagingWorld,
} from '../reservation-messages/__fixtures__/messaging-world';
