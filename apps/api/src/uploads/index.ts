export * from './receive-multipart';
