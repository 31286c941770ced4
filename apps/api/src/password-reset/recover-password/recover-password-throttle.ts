import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimiter, type RateLimit } from '../../common';

const BY_IP: RateLimit = { name: 'recover-password:ip', max: 5, windowSeconds: 60 * 60 };
const BY_EMAIL: RateLimit = { name: 'recover-password:email', max: 5, windowSeconds: 60 * 60 };

/**
 * Recovery requests are counted per IP and per e-mail, 5 each in an hour from the first.
 * Past the IP's limit the caller gets 429. Past the e-mail's limit the request is answered as
 * usual but sends nothing: a 429 there would tell which e-mails someone is trying.
 */
@Injectable()
export class RecoverPasswordThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws TOO_MANY_ATTEMPTS past the IP's limit; answers whether this e-mail may be sent to. */
  async take(email: string, ip: string): Promise<{ mayEmail: boolean }> {
    await this.limiter.consume(BY_IP, ip);
    // Hashed: the key need not hold the address itself.
    const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const { count } = await this.limiter.hit(BY_EMAIL, emailHash);
    return { mayEmail: count <= BY_EMAIL.max };
  }
}
