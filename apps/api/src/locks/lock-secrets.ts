import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { purposeKey, SecretSealer } from '@chegada/personal-data';

/** Seals the hosts' TTLock tokens and the reservations' passcodes at rest (see SecretSealer). */
@Injectable()
export class LockSecrets extends SecretSealer {
  constructor(@Inject(CONFIG) config: Config) {
    super(purposeKey(config.DATA_ENCRYPTION_KEY, 'ttlock-secrets'));
  }
}
