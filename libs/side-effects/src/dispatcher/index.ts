export * from './dispatcher';
export * from './dispatcher.types';
export * from './dispatcher.migrations';
