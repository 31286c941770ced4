import { z } from 'zod';
import { credential } from './variable-types';
import { GUEST_FILE_MAX_BYTES } from '@chegada/contracts';

/** Where guests' documents are kept, always encrypted: a local folder or an S3-compatible store. */
export const storageVariables = {
  FILE_STORAGE: {
    description:
      'Where uploaded documents are kept (always encrypted): local (a folder, the default) or ' +
      's3 (any S3-compatible object store, configured by the S3 variables).',
    schema: z.enum(['local', 's3']).default('local'),
  },
  FILE_STORAGE_DIR: {
    description: 'Folder of the local file storage, created if missing.',
    schema: z.string().min(1).default('./var/files'),
  },
  S3_ENDPOINT: {
    description:
      'Address of the S3-compatible store (MinIO, R2, …); AWS S3 of S3_REGION when empty.',
    schema: z.string().url().optional(),
  },
  S3_BUCKET: {
    description: 'Bucket that holds the files, required when FILE_STORAGE=s3.',
    schema: z.string().min(3).optional(),
  },
  S3_REGION: {
    description: 'Region used in request signatures.',
    schema: z.string().min(1).default('us-east-1'),
  },
  S3_ACCESS_KEY_ID: credential('Access key id, required when FILE_STORAGE=s3.'),
  S3_SECRET_ACCESS_KEY: credential('Secret access key, required when FILE_STORAGE=s3.'),
  S3_FORCE_PATH_STYLE: {
    description:
      'true to address the bucket in the path (endpoint/bucket/key), as MinIO and most ' +
      'self-hosted stores need; false for bucket.endpoint host names.',
    schema: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  },
  UPLOAD_MAX_FILE_BYTES: {
    description: 'Largest file a guest may upload, in bytes (10 MB by default).',
    schema: z.coerce.number().int().min(1024).default(GUEST_FILE_MAX_BYTES),
  },
};
