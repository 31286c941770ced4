import { Module } from '@nestjs/common';
import { AccessLog } from './access-log';
import { AccessLogRepository } from './access-log.repository';

/** The access log of sign-ins and guest-link sessions (issue 32; kept 6 months by retention). */
@Module({
  providers: [AccessLog, AccessLogRepository],
  exports: [AccessLog, AccessLogRepository],
})
export class AccessLogModule {}
