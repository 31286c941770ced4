import { hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { openValue, resolveMasterKey, sealValue } from '@chegada/personal-data';

/**
 * Seals the hosts' TTLock tokens and the reservations' passcodes at rest, under a key derived
 * from the personal-data master key and bound to the row's owner, so a value copied to
 * another row does not open.
 */
@Injectable()
export class LockSecrets {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Config) {
    const master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
    this.key = Buffer.from(hkdfSync('sha256', master, 'chegada', 'ttlock-secrets', 32));
  }

  seal(ownerId: string, value: string): string {
    return sealValue(this.key, ownerId, value).$sealed;
  }

  open(ownerId: string, sealed: string): string {
    return String(openValue(this.key, ownerId, { $sealed: sealed }));
  }
}
