import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { StaysApi, type StaysApiOptions } from './stays-api';
import type { StoredConnection } from './stays-connections.repository';
import { StaysSecrets } from './stays-secrets';

/** The options every account's calls share, from the configuration. */
export const staysApiOptions = (config: Config): StaysApiOptions => ({
  baseUrlTemplate: config.STAYS_BASE_URL_TEMPLATE,
  allowedPrivateHosts: config.ICAL_ALLOWED_PRIVATE_HOSTS,
  timeoutMs: config.ICAL_TIMEOUT_MS,
  maxBytes: config.ICAL_MAX_BYTES,
  maxInFlight: 4,
  retries: 3,
  retryDelayMs: 500,
});

type Account = Pick<StoredConnection, 'accountId' | 'domain' | 'clientId'>;

/** A host's Stays API, for the worker's syncs and the host's /u/config alike. */
@Injectable()
export class StaysClients {
  private readonly options: StaysApiOptions;

  constructor(
    @Inject(CONFIG) config: Config,
    private readonly secrets: StaysSecrets,
  ) {
    this.options = staysApiOptions(config);
  }

  /** With a secret the host just typed. */
  withSecret({ domain, clientId }: Account, clientSecret: string): StaysApi {
    return new StaysApi({ domain, clientId, clientSecret }, this.options);
  }

  /** With the stored secret, opened for this API's life only. */
  of(connection: Account & Pick<StoredConnection, 'clientSecretSealed'>): StaysApi {
    const secret = this.secrets.open(connection.accountId, connection.clientSecretSealed);
    return this.withSecret(connection, secret);
  }
}
