import type { Config } from './config';
import { billingChecks } from './billing.variables';
import { identityChecks } from './identity.variables';

/** Two variables that work only together (a client id and its secret): both set, or neither. */
const bothOrNeither = (config: Config, first: keyof Config, second: keyof Config): string[] =>
  Boolean(config[first]) === Boolean(config[second])
    ? []
    : [`${first} and ${second}: set both or neither`];

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
  return [
    ...problems,
    ...bothOrNeither(config, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'),
    ...bothOrNeither(config, 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'),
    ...bothOrNeither(config, 'TTLOCK_CLIENT_ID', 'TTLOCK_CLIENT_SECRET'),
    ...identityChecks(config),
    ...billingChecks(config),
    ...bothOrNeither(config, 'SERPRO_CONSUMER_KEY', 'SERPRO_CONSUMER_SECRET'),
  ];
};
