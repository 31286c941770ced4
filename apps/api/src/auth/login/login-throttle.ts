import { Injectable } from '@nestjs/common';
import { RateLimiter, type RateLimit } from '../../common';

const FAILED_LOGINS: RateLimit = { name: 'login-failures', max: 10, windowSeconds: 15 * 60 };

const subjects = (email: string, ip: string): [string, string] => [
  `account:${email.trim().toLowerCase()}`,
  `ip:${ip}`,
];

/**
 * Failed logins counted per account and per IP: the 11th try within 15 minutes of the first
 * failure is refused with 429, whatever the password, until the window ends.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  assertAllowed(email: string, ip: string): Promise<void> {
    return this.limiter.assertNotExceeded(FAILED_LOGINS, subjects(email, ip));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all(
      subjects(email, ip).map((subject) => this.limiter.hit(FAILED_LOGINS, subject)),
    );
  }

  recordSuccess(email: string, ip: string): Promise<void> {
    return this.limiter.clear(FAILED_LOGINS, subjects(email, ip)[0]);
  }
}
