import pino from 'pino';

/** What the projections log through: a pino logger fits as it is. */
export type ProjectionLogger = {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

let fallback: ProjectionLogger | undefined;

/** JSON lines on stdout, for callers that bring no logger of their own. */
export const defaultProjectionLogger = (): ProjectionLogger =>
  (fallback ??= pino({ name: 'projections' }));
