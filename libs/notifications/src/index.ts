export * from './notification-jobs';
export * from './notification-outbox';
export * from './notification-sender.port';
export * from './notifications.migrations';
export * from './message-secrets';
