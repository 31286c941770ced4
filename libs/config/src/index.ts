export * from './config';
export * from './config.module';
export * from './jwt-secret';
export * from './persisted-secret';
