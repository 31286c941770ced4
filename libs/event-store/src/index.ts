export * from './event-store.port';
export * from './errors';
export { eventStoreMigrations } from './postgres/event-store.migrations';
export {
  createPostgresEventStore,
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from './postgres/postgres-event-store';
export { DuplicateEventId } from './postgres/duplicate-event-id.error';
export { createKurrentDbEventStore, KurrentDbEventStore } from './kurrentdb';
export { createEventStore } from './create-event-store';
export * from './subscription';
