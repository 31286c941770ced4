export * from './in-flight-requests';
export * from './infrastructure.module';
export * from './tokens';
export * from './tables-repository';
