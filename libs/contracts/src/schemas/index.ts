export * from './login.schema';
export * from './outbox-query.schema';
