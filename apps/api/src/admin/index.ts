export * from './outbox/outbox.controller';
export * from './users/admin-users.module';
