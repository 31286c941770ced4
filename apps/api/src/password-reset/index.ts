export * from './password-reset.migrations';
export * from './password-reset.module';
