export * from './registration.module';
