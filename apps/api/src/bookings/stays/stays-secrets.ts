import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { purposeKey, SecretSealer } from '@chegada/personal-data';

/**
 * Seals a host's Stays client secret and webhook key at rest (see SecretSealer); the webhook
 * key is found again by its hash, never by its text.
 */
@Injectable()
export class StaysSecrets extends SecretSealer {
  constructor(@Inject(CONFIG) config: Config) {
    super(purposeKey(config.DATA_ENCRYPTION_KEY, 'stays-secrets'));
  }

  /** A new webhook key: 192 random bits, unguessable in a URL. */
  newWebhookKey(): string {
    return randomBytes(24).toString('base64url');
  }

  webhookKeyHash(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }
}
