import { z } from 'zod';
import { billingVariables } from './billing.variables';
import { bookingsVariables } from './bookings.variables';
import { governmentVariables } from './government.variables';
import { crossChecks } from './cross-checks';
import { booleanText, byteCount, commaList, postgresUrl, redisUrl } from './variable-types';
import { identityVariables } from './identity.variables';
import { DEVELOPMENT_JWT_SECRET_FILE, unsetJwtSecret } from './jwt-secret';
import { messagingVariables } from './messaging.variables';
import { storageVariables } from './storage.variables';
import { ttlockVariables } from './ttlock.variables';

/**
 * Every variable the product reads, with its description and default, in one place.
 * Nothing else reads process.env: the parsed object is injected where it is needed.
 */
const processes = ['api', 'projections', 'worker'] as const;
/** What a process runs (not a user's role): the HTTP API, the projections or the worker. */
export type ProcessKind = (typeof processes)[number];

export const variables = {
  NODE_ENV: {
    description: 'development, test or production. Production requires real secrets.',
    schema: z.enum(['development', 'test', 'production']).default('development'),
  },
  PORT: {
    description: 'HTTP port of the API, which also serves the web client.',
    schema: z.coerce.number().int().min(1).max(65535).default(3000),
  },
  HOST: {
    description: 'Interface the HTTP server listens on.',
    schema: z.string().min(1).default('0.0.0.0'),
  },
  PROCESS: {
    description:
      'Comma-separated processes this one runs: api, projections, worker, or all (the default). ' +
      'ROLE, its former name, is still read when PROCESS is unset (deprecated).',
    schema: z
      .string()
      .default('all')
      .transform((value) => (value.trim() === 'all' ? processes.join(',') : value))
      .pipe(commaList)
      .pipe(z.array(z.enum(processes)).min(1, 'must name at least one process')),
  },
  PUBLIC_URL: {
    description: 'Address users reach the product at; used in links sent to guests and hosts.',
    schema: z.string().url().default('http://localhost:3000'),
  },
  DATABASE_URL: {
    description:
      'PostgreSQL holding read models, relational data and (by default) the event store.',
    schema: postgresUrl.default('postgres://postgres@127.0.0.1:5432/chegada'),
  },
  DATABASE_POOL_SIZE: {
    description: 'Connections per process in the PostgreSQL pool.',
    schema: z.coerce.number().int().min(2).max(200).default(20),
  },
  REDIS_URL: {
    description: 'Redis for BullMQ queues and rate limits. Use AOF and noeviction in production.',
    schema: redisUrl.default('redis://127.0.0.1:6379'),
  },
  REDIS_PREFIX: {
    description:
      'Prefix of every Redis key and BullMQ queue, so several deployments can share one Redis.',
    schema: z
      .string()
      .regex(/^[a-z0-9:_-]+$/i, 'letters, digits, colons, dashes and underscores')
      .default('chegada'),
  },
  EVENT_STORE: {
    description: 'Event store adapter: postgres (default) or kurrentdb.',
    schema: z.enum(['postgres', 'kurrentdb']).default('postgres'),
  },
  KURRENTDB_URL: {
    description: 'KurrentDB connection string, required when EVENT_STORE=kurrentdb.',
    schema: z.string().optional(),
  },
  JWT_SECRET: {
    description:
      'Secret that signs access tokens (at least 32 characters). Required in production; ' +
      'in development one is generated once into var/dev-jwt-secret, so sessions survive ' +
      'restarts; in tests a random one is made at each start.',
    schema: z.string().min(32, 'must have at least 32 characters').optional(),
  },
  DATA_ENCRYPTION_KEY: {
    description:
      'Master key (32 bytes, base64) that wraps the per-reservation keys of guest personal ' +
      'data. Required in production; keep it in a secret store, since losing it loses the ' +
      'data. In development one is generated once into var/dev-data-encryption.key.',
    schema: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
      .optional(),
  },
  JWT_TTL_SECONDS: {
    description: 'Lifetime of an access token, in seconds.',
    schema: z.coerce.number().int().min(60).max(86_400).default(3600),
  },
  CORS_ORIGINS: {
    description: 'Comma-separated origins allowed to call the API from a browser.',
    schema: commaList.default(['http://localhost:3000']),
  },
  TRUST_PROXY: {
    description:
      'Proxies whose X-Forwarded-For is believed (Express "trust proxy"): loopback, a number ' +
      'of hops, or comma-separated addresses. Client IPs feed login throttling and the audit log.',
    schema: z.string().default('loopback'),
  },
  API_DOCS_PUBLIC: {
    description:
      'true or false: the OpenAPI document at /api/docs and /api/docs-json. Default: true ' +
      'except when NODE_ENV=production, where the routes it lists need not be shown.',
    schema: booleanText,
  },
  BODY_LIMIT: {
    description:
      'Largest JSON or form body of a route that names no limit of its own (bytes, or with ' +
      'kb/mb); the routes that need more name theirs in apps/api/src/bootstrap/body-limits.ts.',
    schema: z
      .string()
      .regex(/^\d+(kb|mb)?$/i, 'must be a number of bytes, or end in kb or mb')
      .default('64kb')
      .transform(byteCount),
  },
  LOG_LEVEL: {
    description: 'fatal, error, warn, info, debug or trace.',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  },
  DEMO_SEED: {
    description:
      'true or false: at first start, a demo admin and a demo host with properties and ' +
      'reservations, their logins kept in var/demo-accounts.json and printed at every start. ' +
      'Default: true when NODE_ENV=development.',
    schema: booleanText,
  },
  ADMIN_EMAIL: {
    description: 'When set with ADMIN_PASSWORD, an admin with this e-mail is ensured at start.',
    schema: z.string().email().optional(),
  },
  ADMIN_PASSWORD: {
    description: 'Password of the ensured admin (at least 6 characters).',
    schema: z.string().min(6, 'must have at least 6 characters').optional(),
  },
  SUPPORT_EMAIL: {
    description: 'Address that receives contact form messages and registration-site leads.',
    schema: z.string().email().default('suporte@chegada.com.br'),
  },
  WEB_DIST: {
    description: 'Folder of the built web client served at /.',
    schema: z.string().default('web/dist'),
  },
  PROJECTION_POLL_MS: {
    description:
      "How often subscribers poll the event store, besides other processes' append signals (PostgreSQL LISTEN/NOTIFY), which wake them at once.",
    schema: z.coerce.number().int().min(10).max(10_000).default(150),
  },
  ZIP_BRASILAPI_URL: {
    description: 'BrasilAPI, the first address service asked by GET /api/zip/:cep.',
    schema: z.string().url().default('https://brasilapi.com.br'),
  },
  ZIP_VIACEP_URL: {
    description: 'ViaCEP, the address service asked when BrasilAPI fails or does not know a CEP.',
    schema: z.string().url().default('https://viacep.com.br'),
  },
  ZIP_TIMEOUT_MS: {
    description: 'How long each address service may take before the next one is asked.',
    schema: z.coerce.number().int().min(100).max(60_000).default(3000),
  },
  ...storageVariables,
  ...messagingVariables,
  ...ttlockVariables,
  ...identityVariables,
  ...bookingsVariables,
  ...billingVariables,
  ...governmentVariables,
} satisfies Record<string, { description: string; schema: z.ZodType }>;

type Variables = typeof variables;
export type Config = { [K in keyof Variables]: z.output<Variables[K]['schema']> } & {
  JWT_SECRET: string;
  API_DOCS_PUBLIC: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

// Former names still read when the new one is unset.
const DEPRECATED_NAMES: Partial<Record<keyof Variables, string>> = { PROCESS: 'ROLE' };

/** The variable's value and the name it was read under (a former one when only that is set). */
const valueOf = (env: Record<string, string | undefined>, name: string) => {
  const set = (key: string) => (env[key] === '' ? undefined : env[key]);
  const former = DEPRECATED_NAMES[name as keyof Variables];
  const from = set(name) === undefined && former !== undefined && set(former) !== undefined;
  return from ? { raw: set(former), readAs: former } : { raw: set(name), readAs: name };
};

export type ConfigFiles = { developmentJwtSecretFile?: string };

/** Parses the environment once; throws ConfigError listing every bad variable. */
export const loadConfig = (
  env: Record<string, string | undefined>,
  { developmentJwtSecretFile = DEVELOPMENT_JWT_SECRET_FILE }: ConfigFiles = {},
): Config => {
  const problems: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(variables)) {
    const { raw, readAs } = valueOf(env, name);
    const result = (variable.schema as z.ZodType).safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else
      problems.push(`${readAs}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  const config = parsed as Config;
  problems.push(...crossChecks(config));
  if (problems.length > 0) throw new ConfigError(problems);
  const jwtSecret = config.JWT_SECRET ?? unsetJwtSecret(config.NODE_ENV, developmentJwtSecretFile);
  const apiDocsPublic = config.API_DOCS_PUBLIC ?? config.NODE_ENV !== 'production';
  return { ...config, JWT_SECRET: jwtSecret, API_DOCS_PUBLIC: apiDocsPublic };
};
