import type { Request } from 'express';

/** The token of an `Authorization: Bearer …` header, if any. */
export const bearerToken = (request: Request): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
};
