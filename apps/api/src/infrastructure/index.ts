export * from './in-flight-requests';
export * from './infrastructure.module';
export * from './tokens';
