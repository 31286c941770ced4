export * from './app-error';
export * from './all-exceptions.filter';
export * from './error-body';
export * from './error-status';
export * from './domain-errors';
