export * from './dead-letters';
export * from './dispatcher';
export * from './dispatcher.types';
export * from './dispatcher.migrations';
export * from './effect-log.repository';
export * from './effect-route';
export * from './redis-connection';
