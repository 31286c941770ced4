export * from './database';
export * from './app';
export * from './http';
export * from './spawn-app';
export * from './wait';
export * from './accounts';
export * from './s3-peer';
export * from './messaging';
