export * from './dead-letters';
export * from './effect-log.repository';
export * from './effect-route';
export * from './effect.processor';
export * from './redis-connection';
export * from './side-effect-handler';
export * from './worker';
export * from './dispatcher';
