export * from './receive-file';
export * from './receive-multipart';
export * from './upload-rejected';
export * from './pdf-active-content';
