import { Global, Module } from '@nestjs/common';
import { Backoff } from './backoff';
import { RateLimiter } from './rate-limiter';

@Global()
@Module({ providers: [RateLimiter, Backoff], exports: [RateLimiter, Backoff] })
export class RateLimitModule {}
