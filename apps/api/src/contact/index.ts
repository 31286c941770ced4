export * from './contact.migrations';
export * from './contact.module';
