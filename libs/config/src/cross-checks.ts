import type { Config } from './config';
import { identityChecks } from './identity.variables';
import { messagingCrossChecks } from './messaging.variables';
import { ttlockChecks } from './ttlock.variables';

/** Rules between variables, which each variable's own schema cannot see. */
export const crossChecks = (config: Config): string[] => {
  const problems: string[] = [];
  if (config.EVENT_STORE === 'kurrentdb' && !config.KURRENTDB_URL) {
    problems.push('KURRENTDB_URL: required when EVENT_STORE=kurrentdb');
  }
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production');
  }
  if (config.NODE_ENV === 'production' && !config.DATA_ENCRYPTION_KEY) {
    problems.push('DATA_ENCRYPTION_KEY: required in production');
  }
  if (config.FILE_STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!config[name]) problems.push(`${name}: required when FILE_STORAGE=s3`);
    }
  }
  if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  return [
    ...problems,
    ...messagingCrossChecks(config),
    ...ttlockChecks(config),
    ...identityChecks(config),
  ];
};
