export * from './zip.module';
