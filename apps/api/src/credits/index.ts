export * from './credits.migrations';
export * from './credits.module';
