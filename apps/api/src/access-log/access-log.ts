import { Injectable, Logger } from '@nestjs/common';
import { AccessLogRepository, type Access } from './access-log.repository';

/**
 * Records each sign-in and guest-link session (Marco Civil art. 15). A failure to record is
 * logged and never turns the user away: the access itself already happened.
 */
@Injectable()
export class AccessLog {
  private readonly logger = new Logger(AccessLog.name);

  constructor(private readonly repository: AccessLogRepository) {}

  async record(access: Access, at = new Date()): Promise<void> {
    try {
      await this.repository.record(access, at);
    } catch (error) {
      this.logger.warn({ err: error, kind: access.kind }, 'An access was not logged');
    }
  }
}
