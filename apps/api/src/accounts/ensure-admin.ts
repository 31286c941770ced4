import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Role } from '@chegada/contracts';
import { CONFIG, type Config } from '@chegada/config';
import { hashPassword, verifyPassword } from './password-hasher';
import { SessionRevocations } from './session-revocations';
import { UsersRepository } from './users.repository';

/** With ADMIN_EMAIL and ADMIN_PASSWORD set, an admin with those credentials exists after start. */
@Injectable()
export class EnsureAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger(EnsureAdmin.name);

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: UsersRepository,
    private readonly revocations: SessionRevocations,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return;
    const existing = await this.users.findByEmail(email);
    const upToDate =
      existing?.role === Role.ADMIN &&
      existing.active &&
      (await verifyPassword(existing.password_hash, password));
    if (upToDate) return;
    const admin = await this.users.ensureAdmin(email, 'Admin', await hashPassword(password));
    await this.revocations.revokeAll(admin.id, admin.token_version);
    this.logger.log(`Admin ${email} ${existing ? 'updated' : 'created'}`);
  }
}
