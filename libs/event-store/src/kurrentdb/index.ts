export { KurrentDbEventStore, createKurrentDbEventStore } from './kurrentdb-event-store';
