// The access log (Marco Civil art. 15): who accessed from which address, kept 6 months.
export { AccessLog } from './access-log';
export { accessLogMigrations } from './access-log.migrations';
export { AccessLogModule } from './access-log.module';
export { AccessLogRepository, type Access } from './access-log.repository';
