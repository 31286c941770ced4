import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';

/** A signed document link is good for this long: enough to open it, too short to share. */
export const DOCUMENT_URL_TTL_SECONDS = 300;

export type DocumentGrant = { documentId: string; viewerId: string; expires: number };

/**
 * Short-lived signed URLs for files the host's browser opens in an <img> or a new tab, which
 * cannot send the bearer token. The signature names the file, the host who asked for it and
 * the expiry, so each view is recorded against a person. Each kind of file signs with a key of
 * its own (`purpose`): a link to one kind never opens another.
 */
export abstract class SignedFileUrls {
  private readonly key: Buffer;

  protected constructor(
    config: Config,
    purpose: string,
    private readonly pathOf: (fileId: string) => string,
  ) {
    // A key of its own, derived from the configured secret: a leaked URL key signs no token.
    this.key = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'chegada', purpose, 32));
  }

  sign(documentId: string, viewerId: string, now = Date.now()): { url: string; expiresAt: string } {
    const expires = Math.floor(now / 1000) + DOCUMENT_URL_TTL_SECONDS;
    const query = new URLSearchParams({
      viewer: viewerId,
      expires: String(expires),
      signature: this.signature({ documentId, viewerId, expires }),
    });
    return {
      url: `${this.pathOf(documentId)}?${query.toString()}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** The grant when the signature is right and not expired; null otherwise. */
  verify(
    documentId: string,
    query: { viewer?: unknown; expires?: unknown; signature?: unknown },
    now = Date.now(),
  ): DocumentGrant | null {
    const { viewer, expires, signature } = query;
    if (typeof viewer !== 'string' || typeof expires !== 'string' || typeof signature !== 'string')
      return null;
    const grant = { documentId, viewerId: viewer, expires: Number(expires) };
    if (!Number.isInteger(grant.expires) || grant.expires * 1000 < now) return null;
    const expected = Buffer.from(this.signature(grant));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? grant : null;
  }

  private signature({ documentId, viewerId, expires }: DocumentGrant): string {
    return createHmac('sha256', this.key)
      .update(`${documentId}\n${viewerId}\n${expires}`)
      .digest('base64url');
  }
}

/** The guest documents' links: `/api/stays/documents/:id/content`. */
@Injectable()
export class DocumentUrls extends SignedFileUrls {
  constructor(@Inject(CONFIG) config: Config) {
    super(config, 'guest-document-urls', (id) => `/api/stays/documents/${id}/content`);
  }
}
