export * from './receive-multipart';
export * from './upload-rejected';
