import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { ttlockCredentials } from './ttlock.variables';

const aSecretFile = () => join(mkdtempSync(join(tmpdir(), 'chegada-jwt-')), 'var', 'jwt-secret');

describe('loadConfig', () => {
  it('reaches the local PostgreSQL and Redis with no variables set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PROCESS).toEqual(['api', 'projections', 'worker']);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/chegada');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.EVENT_STORE).toBe('postgres');
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('parses lists and single processes', () => {
    const config = loadConfig({
      PROCESS: 'api, worker',
      CORS_ORIGINS: 'https://a.com,https://b.com',
    });
    expect(config.PROCESS).toEqual(['api', 'worker']);
    expect(config.CORS_ORIGINS).toEqual(['https://a.com', 'https://b.com']);
  });

  it('lets calendar feeds reach no private host unless ICAL_ALLOWED_PRIVATE_HOSTS names it', () => {
    expect(loadConfig({}).ICAL_ALLOWED_PRIVATE_HOSTS).toEqual([]);
    expect(
      loadConfig({ ICAL_ALLOWED_PRIVATE_HOSTS: ' LocalHost , peer ' }).ICAL_ALLOWED_PRIVATE_HOSTS,
    ).toEqual(['localhost', 'peer']);
    expect(loadConfig({}).BOOKINGS_SYNC_SECONDS).toBe(300);
  });

  it("builds a host's Stays.net address from STAYS_BASE_URL_TEMPLATE, refusing one without {domain}", () => {
    expect(loadConfig({}).STAYS_BASE_URL_TEMPLATE).toBe('https://{domain}/external/v1');
    expect(
      loadConfig({ STAYS_BASE_URL_TEMPLATE: 'http://{domain}/external/v1' })
        .STAYS_BASE_URL_TEMPLATE,
    ).toBe('http://{domain}/external/v1');
    expect(() => loadConfig({ STAYS_BASE_URL_TEMPLATE: 'https://play.stays.net/v1' })).toThrow(
      /STAYS_BASE_URL_TEMPLATE: /,
    );
  });

  it('still reads the deprecated ROLE when PROCESS is unset, and names it when it is wrong', () => {
    expect(loadConfig({ ROLE: 'projections' }).PROCESS).toEqual(['projections']);
    expect(loadConfig({ ROLE: 'projections', PROCESS: 'worker' }).PROCESS).toEqual(['worker']);
    expect(() => loadConfig({ ROLE: 'cook' })).toThrow(/ROLE: /);
  });

  it('serves the API docs publicly outside production, and there only when API_DOCS_PUBLIC=true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig({}).API_DOCS_PUBLIC).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).API_DOCS_PUBLIC).toBe(true);
    expect(loadConfig({ API_DOCS_PUBLIC: 'false' }).API_DOCS_PUBLIC).toBe(false);
    expect(loadConfig(production).API_DOCS_PUBLIC).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_PUBLIC: 'true' }).API_DOCS_PUBLIC).toBe(true);
    expect(() => loadConfig({ API_DOCS_PUBLIC: 'yes' })).toThrow(/API_DOCS_PUBLIC: /);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PROCESS: 'api,cook',
        DATABASE_URL: 'mysql://x',
        EVENT_STORE: 'kurrentdb',
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'admin@example.com',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(names).toEqual([
      'PORT',
      'PROCESS',
      'DATABASE_URL',
      'KURRENTDB_URL',
      'JWT_SECRET',
      'DATA_ENCRYPTION_KEY',
      'ADMIN_EMAIL and ADMIN_PASSWORD',
    ]);
  });

  describe('JWT_SECRET when none is set', () => {
    it('is made once in development and kept across restarts, so sessions survive them', () => {
      const file = aSecretFile();
      const first = loadConfig({}, { developmentJwtSecretFile: file }).JWT_SECRET;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({}, { developmentJwtSecretFile: file }).JWT_SECRET).toBe(first);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
    });

    it('is the one set when set', () => {
      const file = aSecretFile();
      const secret = 'a-configured-secret-of-at-least-32-chars';
      const config = loadConfig({ JWT_SECRET: secret }, { developmentJwtSecretFile: file });
      expect(config.JWT_SECRET).toBe(secret);
    });

    it('is new at each start in tests, which must not share a file', () => {
      const file = aSecretFile();
      const options = { developmentJwtSecretFile: file };
      const first = loadConfig({ NODE_ENV: 'test' }, options).JWT_SECRET;
      expect(loadConfig({ NODE_ENV: 'test' }, options).JWT_SECRET).not.toBe(first);
    });
  });

  it('reads the messaging providers, and refuses half a WhatsApp account or a non-SMTP URL', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'nao-responda@chegada.com.br',
      WHATSAPP_API_URL: 'https://graph.facebook.com',
      WHATSAPP_API_VERSION: 'v21.0',
    });
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://mail.example.com', WHATSAPP_TOKEN: 't' });
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigError).problems).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both or neither',
    ]);
  });
});

describe('TTLock variables', () => {
  it('leave locks unconnected when unset, and point at the EU cloud by default', () => {
    const config = loadConfig({});
    expect(config.TTLOCK_API_URL).toBe('https://euapi.ttlock.com');
    expect(ttlockCredentials(config)).toBeNull();
  });

  it('need the client id and the secret together', () => {
    expect(() => loadConfig({ TTLOCK_CLIENT_ID: 'app' })).toThrow(
      'TTLOCK_CLIENT_ID and TTLOCK_CLIENT_SECRET: set both or neither',
    );
    const config = loadConfig({
      TTLOCK_API_URL: 'https://api.ttlock.com',
      TTLOCK_CLIENT_ID: 'app',
      TTLOCK_CLIENT_SECRET: 'secret',
    });
    expect(ttlockCredentials(config)).toEqual({
      apiUrl: 'https://api.ttlock.com',
      clientId: 'app',
      clientSecret: 'secret',
    });
  });
});

describe('identity variables', () => {
  it('queue face checks on one worker for at most 20 s by default', () => {
    const config = loadConfig({});
    expect(config.IDENTITY_FACE_WORKERS).toBe(1);
    expect(config.IDENTITY_QUEUE_WAIT_MS).toBe(20_000);
    expect(config.FACE_REVIEW_THRESHOLD).toBeLessThan(config.FACE_MATCH_THRESHOLD);
  });

  it('refuse a review threshold above the match threshold', () => {
    expect(() => loadConfig({ FACE_MATCH_THRESHOLD: '0.6', FACE_REVIEW_THRESHOLD: '0.8' })).toThrow(
      'FACE_REVIEW_THRESHOLD: must not be above FACE_MATCH_THRESHOLD',
    );
  });
});

describe('billing variables', () => {
  it('bill nothing by default: a 30-day trial, 5 days of grace', () => {
    const config = loadConfig({});
    expect(config.BILLING_PROVIDER).toBe('none');
    expect(config.TRIAL_DAYS).toBe(30);
    expect(config.BILLING_GRACE_DAYS).toBe(5);
  });

  it('refuse a trial of no days (a trial ends after it starts)', () => {
    expect(() => loadConfig({ TRIAL_DAYS: '0' })).toThrow('TRIAL_DAYS');
  });

  it('need the key and the webhook token with asaas', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'asaas' })).toThrow(
      'BILLING_API_KEY: required when BILLING_PROVIDER=asaas',
    );
    expect(() =>
      loadConfig({
        BILLING_PROVIDER: 'asaas',
        BILLING_API_KEY: 'k',
        BILLING_WEBHOOK_TOKEN: 'short',
      }),
    ).toThrow('BILLING_WEBHOOK_TOKEN: must be at least 16 characters');
    const config = loadConfig({
      BILLING_PROVIDER: 'asaas',
      BILLING_API_KEY: '$aact_key',
      BILLING_WEBHOOK_TOKEN: 'a-webhook-token-of-some-length',
    });
    expect(config.BILLING_API_URL).toBe('https://api.asaas.com/v3');
  });
});
