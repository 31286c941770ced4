import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import {
  type Locale,
  type MessageKey,
  type StaysConnectionRequest,
  type StaysConnectionView,
  type StaysListingsView,
} from '@chegada/contracts';
import { AppError, RateLimiter, type RateLimit } from '../../common';
import { BookingSyncRequests } from '../booking-sync.job';
import { syncReportView } from '../sync-outcome';
import { StaysFailure, type StaysApi } from './stays-api';
import { StaysConnections, type StoredConnection } from './stays-connections.repository';
import { StaysListingMaps } from './stays-listing-maps.repository';
import { StaysSecrets } from './stays-secrets';
import { StaysClients } from './stays-clients';

// Stays may notify often; a burst still makes one sync (one job per account), this bounds calls.
const WEBHOOK_CALLS: RateLimit = { name: 'stays-webhook', max: 30, windowSeconds: 60 };

type StaysListing = {
  _id?: string;
  id?: string;
  internalName?: string;
  _mstitle?: Record<string, string>;
};

const listingName = (listing: StaysListing): string =>
  listing.internalName?.trim() ||
  listing._mstitle?.pt_BR?.trim() ||
  Object.values(listing._mstitle ?? {})[0]?.trim() ||
  listing.id ||
  listing._id!;

const domainIssue = (key: MessageKey) =>
  new AppError('VALIDATION_FAILED', [{ field: 'domain', key }]);

/** Why connecting failed, as the host reads it: their domain, their credentials, or Stays. */
const connectFailure = (error: unknown): unknown => {
  if (!(error instanceof StaysFailure)) return error;
  switch (error.code) {
    case 'UNAUTHORIZED':
      return new AppError('STAYS_LOGIN_FAILED');
    case 'INVALID_URL':
      return domainIssue('stays.invalidDomain');
    case 'ADDRESS_NOT_ALLOWED':
      return domainIssue('stays.domainNotAllowed');
    case 'HOST_NOT_FOUND':
      return domainIssue('stays.syncError.HOST_NOT_FOUND');
    case 'TOO_MANY_REDIRECTS':
    case 'HTTP_ERROR':
    case 'NOT_JSON':
    case 'TIMEOUT':
    case 'TOO_LARGE':
    case 'UNREACHABLE':
      return new AppError('STAYS_UNAVAILABLE');
  }
};

/**
 * The host's side of Stays.net (/u/config): connecting the account (the credentials tried on
 * Stays before they are kept, the secret sealed), its listings and the properties they go to,
 * "sync now" and the webhook, which only makes the worker read Stays again.
 */
@Injectable()
export class StaysAccounts {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly connections: StaysConnections,
    private readonly listingMaps: StaysListingMaps,
    private readonly secrets: StaysSecrets,
    private readonly clients: StaysClients,
    private readonly requests: BookingSyncRequests,
    private readonly limiter: RateLimiter,
  ) {}

  async view(accountId: string, locale: Locale): Promise<StaysConnectionView | null> {
    const connection = await this.connections.find(accountId);
    if (!connection) return null;
    const webhookKey = this.secrets.open(accountId, connection.webhookKeySealed);
    const properties = await this.listingMaps.mappedProperties(accountId);
    const zones = new Set(properties.map((property) => property.timeZone));
    return {
      domain: connection.domain,
      clientId: connection.clientId,
      webhookUrl: new URL(`/api/integrations/stays/${webhookKey}`, this.config.PUBLIC_URL).href,
      ...syncReportView(connection, locale, 'stays.syncError'),
      // The syncs' times read where the properties are, as on each property's page.
      timeZone: zones.size === 1 ? [...zones][0]! : null,
    };
  }

  /** Tries the credentials on Stays, keeps them and syncs at once. */
  async connect(accountId: string, request: StaysConnectionRequest): Promise<void> {
    let existing = await this.connections.find(accountId, { disconnected: true });
    // The stored secret only ever goes back to the domain and client it was given for.
    const same = existing?.domain === request.domain && existing.clientId === request.clientId;
    // Another account after a disconnection starts afresh: its own listings, a new webhook.
    if (existing?.disconnected && !same) existing = undefined;
    const secret =
      request.clientSecret ||
      (same && existing?.clientSecretSealed
        ? this.secrets.open(accountId, existing.clientSecretSealed)
        : null);
    if (!secret)
      throw new AppError('VALIDATION_FAILED', [
        { field: 'clientSecret', key: 'stays.secretRequired' },
      ]);
    const api = this.clients.withSecret({ accountId, ...request }, secret);
    await api.get('/content/listings', { skip: 0, limit: 1 }).catch((error: unknown) => {
      throw connectFailure(error);
    });
    if (!existing) await this.connections.remove(accountId);
    const webhookKey = this.secrets.newWebhookKey();
    await this.connections.save(
      accountId,
      {
        domain: request.domain,
        clientId: request.clientId,
        clientSecretSealed: request.clientSecret ? this.secrets.seal(accountId, secret) : null,
      },
      {
        hash: this.secrets.webhookKeyHash(webhookKey),
        sealed: this.secrets.seal(accountId, webhookKey),
      },
    );
    await this.requests.syncStaysNow(accountId);
  }

  async remove(accountId: string): Promise<void> {
    await this.connections.disconnect(accountId, new Date());
  }

  /** Stays' listings, each with the property it goes to, and the properties to choose from. */
  async listings(accountId: string): Promise<StaysListingsView> {
    const api = await this.apiOf(accountId);
    const [listed, mappings, properties] = await Promise.all([
      api.all<StaysListing>('/content/listings').catch((error: unknown) => {
        throw error instanceof StaysFailure ? new AppError('STAYS_UNAVAILABLE') : error;
      }),
      this.listingMaps.mappings(accountId),
      this.listingMaps.properties(accountId),
    ]);
    const listings = listed
      .filter((listing) => typeof listing?._id === 'string')
      .map((listing) => ({
        id: listing._id!,
        name: listingName(listing),
        residenceId: mappings.get(listing._id!) ?? null,
      }));
    return { listings, properties };
  }

  async map(accountId: string, listingId: string, residenceId: string | null): Promise<void> {
    await this.ensureConnected(accountId);
    const outcome = await this.listingMaps.map(accountId, listingId, residenceId);
    if (outcome === 'no-property')
      throw new AppError('VALIDATION_FAILED', [
        { field: 'residenceId', key: 'stays.residenceNotFound' },
      ]);
    if (outcome === 'has-calendar-feed') throw new AppError('PROPERTY_HAS_CALENDAR_FEED');
    if (residenceId) await this.syncNow(accountId);
  }

  async syncNow(accountId: string): Promise<void> {
    if (!(await this.connections.runNow(accountId, new Date())))
      throw new AppError('STAYS_NOT_CONNECTED');
    await this.requests.syncStaysNow(accountId);
  }

  /** A notification from Stays: an unknown key reads as an unknown route. */
  async notified(webhookKey: string): Promise<void> {
    const accountId = await this.connections.accountOfWebhook(
      this.secrets.webhookKeyHash(webhookKey),
    );
    if (!accountId) throw new AppError('NOT_FOUND');
    await this.limiter.consume(WEBHOOK_CALLS, accountId);
    await this.syncNow(accountId);
  }

  private async ensureConnected(accountId: string): Promise<StoredConnection> {
    const connection = await this.connections.find(accountId);
    if (!connection) throw new AppError('STAYS_NOT_CONNECTED');
    return connection;
  }

  private async apiOf(accountId: string): Promise<StaysApi> {
    return this.clients.of(await this.ensureConnected(accountId));
  }
}
