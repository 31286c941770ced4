import type { Config } from '@chegada/config';
import type { FileStore } from './file-store';
import { LocalDiskFileStore } from './local-disk.file-store';
import { S3FileStore } from './s3.file-store';

export type FileStoreConfig = Pick<
  Config,
  | 'FILE_STORAGE'
  | 'FILE_STORAGE_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The FileStore the configuration names (loadConfig already checked the S3 variables). */
export const createFileStore = (config: FileStoreConfig): FileStore => {
  switch (config.FILE_STORAGE) {
    case 'local':
      return new LocalDiskFileStore(config.FILE_STORAGE_DIR);
    case 's3':
      return new S3FileStore({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET ?? '',
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      });
  }
};
