import { ConfigError, loadConfig } from '@chegada/config';
import { createFileStore } from './create-file-store';
import { LocalDiskFileStore } from './local-disk.file-store';
import { S3FileStore } from './s3.file-store';

describe('choosing the file store from the configuration', () => {
  it('keeps files on local disk under ./var/files, 10 MB a file, by default', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      FILE_STORAGE: 'local',
      FILE_STORAGE_DIR: './var/files',
      UPLOAD_MAX_FILE_BYTES: 10 * 1024 * 1024,
    });
    expect(createFileStore(config)).toBeInstanceOf(LocalDiskFileStore);
  });

  it('uses an S3-compatible store when asked', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'chegada',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });

    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(createFileStore(config)).toBeInstanceOf(S3FileStore);
  });

  it('lists the S3 variables missing or wrong for FILE_STORAGE=s3', () => {
    const problems = (() => {
      try {
        loadConfig({ FILE_STORAGE: 's3', S3_FORCE_PATH_STYLE: 'yes' });
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
    })();

    expect(problems).toEqual([
      expect.stringMatching(/^S3_FORCE_PATH_STYLE: /) as string,
      'S3_BUCKET: required when FILE_STORAGE=s3',
      'S3_ACCESS_KEY_ID: required when FILE_STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: required when FILE_STORAGE=s3',
    ]);
  });
});
