import { createHash, randomBytes } from 'node:crypto';

/** A reset token as e-mailed (32 random bytes, base64url) and as stored (its SHA-256, hex). */
export type ResetToken = { token: string; hash: string };

export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export const newResetToken = (): ResetToken => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
};
