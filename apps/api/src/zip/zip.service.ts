import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { AppError, RateLimiter, type RateLimit } from '../common';
import { REDIS } from '../infrastructure';
import type { ZipAddress, ZipProvider } from './zip-address';

export const ZIP_PROVIDERS = Symbol('ZIP_PROVIDERS');

// A guest types a CEP or two per form; this leaves room for typos and shared addresses (NAT).
export const ZIP_LOOKUPS: RateLimit = { name: 'zip', max: 30, windowSeconds: 60 };

// Addresses hardly change; a CEP unknown today may be created soon, so a miss is kept briefly.
const FOUND_TTL_SECONDS = 24 * 60 * 60;
const NOT_FOUND_TTL_SECONDS = 10 * 60;

type Cached = { address: ZipAddress } | { address: null };

/**
 * Looks up a CEP: Redis first, then each provider in order (BrasilAPI, then ViaCEP). A provider
 * that fails or answers "unknown" hands over to the next, since one may know a CEP the other
 * misses; the CEP is unknown when no provider found it and at least one said so.
 */
@Injectable()
export class ZipService {
  private readonly logger = new Logger('Zip');

  constructor(
    @Inject(ZIP_PROVIDERS) private readonly providers: readonly ZipProvider[],
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: Config,
    private readonly limiter: RateLimiter,
  ) {}

  /** `cep` is 8 digits; throws ZIP_CODE_NOT_FOUND or ZIP_LOOKUP_FAILED. */
  async lookUp(cep: string, ip: string): Promise<ZipAddress> {
    await this.limiter.consume(ZIP_LOOKUPS, ip);
    const cached = await this.cached(cep);
    const found = cached ?? (await this.askProviders(cep));
    if (!found.address) throw new AppError('ZIP_CODE_NOT_FOUND');
    return found.address;
  }

  private async askProviders(cep: string): Promise<Cached> {
    let someoneSaidUnknown = false;
    for (const provider of this.providers) {
      const address = await this.ask(provider, cep);
      if (address) return this.remember(cep, { address }, FOUND_TTL_SECONDS);
      if (address === null) someoneSaidUnknown = true;
    }
    if (someoneSaidUnknown) return this.remember(cep, { address: null }, NOT_FOUND_TTL_SECONDS);
    throw new AppError('ZIP_LOOKUP_FAILED');
  }

  /** The provider's answer, or undefined when it failed (logged, not cached). */
  private async ask(provider: ZipProvider, cep: string): Promise<ZipAddress | null | undefined> {
    try {
      return await provider.lookUp(cep, AbortSignal.timeout(this.config.ZIP_TIMEOUT_MS));
    } catch (error) {
      this.logger.warn(`${provider.name} could not look up CEP ${cep}: ${reasonOf(error)}`);
      return undefined;
    }
  }

  private key(cep: string): string {
    return `${this.config.REDIS_PREFIX}:zip:${cep}`;
  }

  private async cached(cep: string): Promise<Cached | null> {
    const stored = await this.redis.get(this.key(cep));
    return stored === null ? null : (JSON.parse(stored) as Cached);
  }

  private async remember(cep: string, answer: Cached, ttlSeconds: number): Promise<Cached> {
    await this.redis.set(this.key(cep), JSON.stringify(answer), 'EX', ttlSeconds);
    return answer;
  }
}

const reasonOf = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
};
