export * from './settings.migrations';
export * from './settings.module';
