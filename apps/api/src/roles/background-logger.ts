import pino, { type Logger } from 'pino';
import type { Config } from '@chegada/config';

/** The dispatcher and the worker log through pino directly, at the configured level. */
export const backgroundLogger = (config: Config, name: string): Logger =>
  pino({ name, level: config.LOG_LEVEL });
