import { setTimeout as sleep } from 'node:timers/promises';
import { FetchFailure, publicFetch, type FetchFailureCode } from '../guarded-fetch/public-fetch';

/** Why a call to a host's Stays failed; the host reads it as the sync's last error. */
export type StaysFailureCode = FetchFailureCode | 'UNAUTHORIZED' | 'NOT_JSON';

export class StaysFailure extends Error {
  constructor(
    readonly code: StaysFailureCode,
    readonly status: number | null = null,
  ) {
    super(status === null ? code : `${code} ${status}`);
  }
}

/** A host's Stays account: the domain they typed, and the client of Stays' App Center. */
export type StaysCredentials = { domain: string; clientId: string; clientSecret: string };

export type StaysApiOptions = {
  /** STAYS_BASE_URL_TEMPLATE: `{domain}` is the account's domain. */
  baseUrlTemplate: string;
  /** Host names that may resolve to private addresses (ICAL_ALLOWED_PRIVATE_HOSTS). */
  allowedPrivateHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  /** Calls in flight at once, for one account. */
  maxInFlight: number;
  /** Tries after the first, on a 429, a 5xx, a timeout or no connection. */
  retries: number;
  /** The first wait when Stays names none (Retry-After); doubled at each try. */
  retryDelayMs: number;
};

/** Stays' largest page (limit ≤ 20). */
export const STAYS_PAGE = 20;
// A ceiling on one listing: 20,000 bookings, far more than a year of any account.
const MAX_PAGES = 1000;
const MAX_RETRY_AFTER_MS = 60_000;

type Query = Record<string, string | number>;

const retriable = (error: unknown): error is FetchFailure =>
  error instanceof FetchFailure &&
  (error.code === 'TIMEOUT' ||
    error.code === 'UNREACHABLE' ||
    (error.code === 'HTTP_ERROR' && (error.status === 429 || (error.status ?? 0) >= 500)));

const failureOf = (error: unknown): unknown => {
  if (!(error instanceof FetchFailure)) return error;
  if (error.status === 401 || error.status === 403)
    return new StaysFailure('UNAUTHORIZED', error.status);
  return new StaysFailure(error.code, error.status ?? null);
};

/**
 * One host's Stays API (HTTP Basic with the client id and secret), reached only at public
 * addresses and never through a redirect (the credentials would follow it); at most
 * `maxInFlight` calls at once, a 429 or 5xx tried again after Stays' Retry-After or a
 * doubling wait.
 */
export class StaysApi {
  private readonly base: string;
  private readonly authorization: string;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    credentials: StaysCredentials,
    private readonly options: StaysApiOptions,
  ) {
    this.base = options.baseUrlTemplate.replace('{domain}', credentials.domain);
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`);
    this.authorization = `Basic ${basic.toString('base64')}`;
  }

  async get<T>(path: string, query: Query = {}): Promise<T> {
    await this.slot();
    try {
      return await this.withRetries<T>(path, query);
    } finally {
      this.release();
    }
  }

  /**
   * Every item of a paged list (skip/limit). The first page is asked alone: a short one is the
   * whole list, and nothing more is asked. Past it, up to `maxInFlight` pages are in flight,
   * each next page asked only while no page has come back short, so a list's end costs at most
   * the pages already on their way (Stays tells no total).
   */
  async all<T>(path: string, query: Query = {}): Promise<T[]> {
    const pageAt = async (index: number): Promise<T[]> => {
      const page = await this.get<unknown>(path, {
        ...query,
        skip: index * STAYS_PAGE,
        limit: STAYS_PAGE,
      });
      return Array.isArray(page) ? (page as T[]) : [];
    };
    const first = await pageAt(0);
    if (first.length < STAYS_PAGE) return first;
    const pages: T[][] = [first];
    let next = 1;
    let end = MAX_PAGES;
    const worker = async (): Promise<void> => {
      while (next < end) {
        const index = next;
        next += 1;
        const page = await pageAt(index);
        pages[index] = page;
        if (page.length < STAYS_PAGE) end = Math.min(end, index + 1);
      }
    };
    await Promise.all(Array.from({ length: this.options.maxInFlight }, worker));
    return pages.slice(0, end).flat();
  }

  private async withRetries<T>(path: string, query: Query): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.once<T>(path, query);
      } catch (error) {
        if (!retriable(error) || attempt >= this.options.retries) throw failureOf(error);
        const asked = error.retryAfterSeconds;
        const wait =
          asked === undefined
            ? this.options.retryDelayMs * 2 ** attempt
            : Math.min(asked * 1000, MAX_RETRY_AFTER_MS);
        await sleep(wait);
      }
    }
  }

  private async once<T>(path: string, query: Query): Promise<T> {
    const url = new URL(`${this.base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    const answer = await publicFetch(
      url.toString(),
      {
        allowedPrivateHosts: this.options.allowedPrivateHosts,
        timeoutMs: this.options.timeoutMs,
        maxBytes: this.options.maxBytes,
        maxRedirects: 0,
      },
      undefined,
      { accept: 'application/json', authorization: this.authorization },
    );
    if (answer.kind !== 'fetched') throw new StaysFailure('NOT_JSON');
    try {
      return JSON.parse(answer.body) as T;
    } catch {
      throw new StaysFailure('NOT_JSON');
    }
  }

  private async slot(): Promise<void> {
    if (this.inFlight < this.options.maxInFlight) {
      this.inFlight += 1;
      return;
    }
    // The slot passes straight from the call that ends to this one.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight -= 1;
  }
}
