export * from './database';
export * from './app';
export * from './http';
export * from './spawn-app';
