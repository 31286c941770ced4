export * from './notifications.module';
