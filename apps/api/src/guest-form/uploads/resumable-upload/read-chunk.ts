import type { IncomingMessage } from 'node:http';
import { AppError } from '../../../common';

const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', [
    {
      field: 'body',
      key: 'upload.chunkTooLarge',
      values: { kilobytes: Math.floor(limit / 1024) },
    },
  ]);

/**
 * The raw body of a chunk, at most `limit` bytes (413 beyond, the rest read and dropped). A
 * body cut short (the phone lost its signal) resolves with the bytes that arrived: they are
 * kept, and the next chunk starts after them.
 */
export const readChunk = (request: IncomingMessage, limit: number): Promise<Buffer> => {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    request.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let length = 0;
    let settled = false;
    const settle = (error?: AppError) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(Buffer.concat(parts, length));
    };
    request.on('data', (part: Buffer) => {
      if (settled) return;
      if (length + part.length > limit) return settle(tooLarge(limit));
      parts.push(part);
      length += part.length;
    });
    request.on('end', () => settle());
    request.on('close', () => settle());
    // A reset connection: what arrived is settled by 'close'.
    request.on('error', () => undefined);
  });
};
