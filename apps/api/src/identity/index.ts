export * from './face-engine';
export * from './identity.module';
