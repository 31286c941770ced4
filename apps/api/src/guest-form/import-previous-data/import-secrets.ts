import { createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import type { ImportDocType } from '@chegada/contracts';
import { normalizeForeignDocument } from '@chegada/domain';
import { resolveMasterKey } from '@chegada/personal-data';

/** How a document is compared: CPF digits only; a passport upper case without separators. */
export const normalizeDocument = (docType: ImportDocType, doc: string): string =>
  docType === 'cpf' ? doc.replace(/\D/g, '') : normalizeForeignDocument(doc.trim());

/**
 * The keyed hash of a document's index entry, under a key derived from the master key of
 * personal data (which, unlike a development JWT_SECRET, survives restarts). Without the key
 * it cannot be recomputed from the few million possible CPFs. (Codes: OneTimeCodes.)
 */
@Injectable()
export class ImportSecrets {
  private readonly documentKey: Buffer;

  constructor(@Inject(CONFIG) config: Config) {
    const master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
    const derive = (purpose: string) =>
      Buffer.from(hkdfSync('sha256', master, 'chegada', purpose, 32));
    this.documentKey = derive('guest-document-index');
  }

  documentHash(docType: ImportDocType, doc: string): string {
    return createHmac('sha256', this.documentKey)
      .update(`${docType}:${normalizeDocument(docType, doc)}`)
      .digest('base64url');
  }
}
