import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { FileNotFound, assertValidKey, assertValidPrefix, type FileStore } from './file-store';
import {
  EMPTY_PAYLOAD_HASH,
  UNSIGNED_PAYLOAD,
  encodeKeyPath,
  signS3Request,
  uriEncode,
  type S3Credentials,
} from './s3-signature';

export type S3Settings = S3Credentials & {
  /** e.g. http://127.0.0.1:9000; AWS S3 of the region when absent. */
  endpoint?: string;
  bucket: string;
  forcePathStyle: boolean;
  /** Where a file waits (already encrypted) until its length is known. */
  tmpDir?: string;
};

export class S3RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly s3Code: string,
  ) {
    super(`S3 answered ${status} ${s3Code}`);
    this.name = 'S3RequestFailed';
  }
}

type S3Request = {
  method: 'GET' | 'PUT' | 'DELETE';
  key?: string;
  query?: Record<string, string>;
  body?: { stream: Readable; length: number };
};

/**
 * Any S3-compatible object store, spoken to with node:http(s) and SigV4 (no SDK). PutObject
 * needs the length first, so a write goes to a temporary file (ciphertext only: callers
 * encrypt) and is then streamed with an unsigned payload; memory stays flat.
 */
export class S3FileStore implements FileStore {
  private readonly base: URL;

  constructor(private readonly settings: S3Settings) {
    this.base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  }

  async write(key: string, body: Readable): Promise<{ bytes: number }> {
    assertValidKey(key);
    const folder = await mkdtemp(join(this.settings.tmpDir ?? tmpdir(), 'chegada-s3-'));
    try {
      const path = join(folder, 'body');
      await pipeline(body, createWriteStream(path, { mode: 0o600 }));
      const { size } = await stat(path);
      const response = await this.send({
        method: 'PUT',
        key,
        body: { stream: createReadStream(path), length: size },
      });
      await this.expect(response, [200]);
      return { bytes: size };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async read(key: string): Promise<Readable> {
    assertValidKey(key);
    const response = await this.send({ method: 'GET', key });
    if (response.statusCode === 404) {
      response.resume();
      throw new FileNotFound(key);
    }
    if (response.statusCode !== 200) await this.expect(response, [200]);
    return response;
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    await this.expect(await this.send({ method: 'DELETE', key }), [200, 204, 404]);
  }

  async removePrefix(prefix: string): Promise<void> {
    assertValidPrefix(prefix);
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix };
      if (token) query['continuation-token'] = token;
      const response = await this.send({ method: 'GET', query });
      const listing = await this.expect(response, [200]);
      for (const key of xmlValues(listing, 'Key')) await this.remove(key);
      token =
        xmlValues(listing, 'IsTruncated')[0] === 'true'
          ? xmlValues(listing, 'NextContinuationToken')[0]
          : undefined;
    } while (token);
  }

  private target(key?: string): { url: URL; path: string } {
    const url = new URL(this.base);
    const keyPath = key === undefined ? '' : encodeKeyPath(key);
    const basePath = this.base.pathname.replace(/\/$/, '');
    if (this.settings.forcePathStyle) {
      url.pathname = `${basePath}/${this.settings.bucket}/${keyPath}`;
    } else {
      url.hostname = `${this.settings.bucket}.${this.base.hostname}`;
      url.pathname = `${basePath}/${keyPath}`;
    }
    return { url, path: url.pathname };
  }

  private send(request: S3Request): Promise<IncomingMessage> {
    const { url, path } = this.target(request.key);
    const query = request.query ?? {};
    const headers: Record<string, string> = { host: url.host };
    if (request.body) headers['content-length'] = String(request.body.length);
    const signed = signS3Request({
      method: request.method,
      path,
      query,
      headers,
      payloadHash: request.body ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_HASH,
      credentials: this.settings,
      now: new Date(),
    });
    // Sent exactly as signed: SigV4's encoding, not URLSearchParams' (which writes spaces as +).
    url.search = Object.entries(query)
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .join('&');
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const outgoing = send(url, { method: request.method, headers: signed }, resolve);
      outgoing.on('error', reject);
      if (!request.body) return outgoing.end();
      pipeline(request.body.stream, outgoing).catch(reject);
    });
  }

  /** The body of an expected answer; otherwise S3RequestFailed with S3's error code. */
  private async expect(response: IncomingMessage, statuses: number[]): Promise<string> {
    const body = await text(response);
    const status = response.statusCode ?? 0;
    if (!statuses.includes(status)) {
      throw new S3RequestFailed(status, xmlValues(body, 'Code')[0] ?? 'Unknown');
    }
    return body;
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of every <tag>…</tag> in an S3 XML answer (flat elements only). */
const xmlValues = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!),
  );
