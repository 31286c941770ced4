export * from './file-store';
export * from './create-file-store';
export * from './encryption';
export * from './local-disk.file-store';
export * from './s3.file-store';
