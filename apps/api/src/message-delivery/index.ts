// The one delivery pipeline every message goes through (issue 26): the configured sender and
// its delivery log, MessageRequests for a message no reservation event sends, and the queue
// and send step the reservation messages' effects share. It imports no domain module, so the
// modules low in the graph (auth's login code, guest-form's one-time codes) can use it.
export * from './message-delivery.module';
export { MessageRequests, sendMessageEffect } from './message-requests';
export { MESSAGES_QUEUE, sendAll, type Outgoing } from './outgoing';
