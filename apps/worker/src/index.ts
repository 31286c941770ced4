export * from './effect.processor';
export * from './side-effect-handler';
export * from './worker';
export * from './notifications/notifications.processor';
export * from './notifications/notifications.worker';
