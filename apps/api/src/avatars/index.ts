export * from './avatars.module';
