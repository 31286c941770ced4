import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { FILE_STORE, type FileStore } from '@chegada/storage';
import { type CommandContext } from '../../common';
import { GuestDocumentsRepository, removeReplacedFiles } from '../uploads';
import { type GuestLinkTarget } from '../link-access';
import { consentRecords, type ConsentFlags } from './companion-consent';
import { REVIEW_FLAG, type ReviewFlag } from './review-flag';

/** What follows a saved form part: the consents given, replaced files gone, the review flag. */
@Injectable()
export class FormSaved {
  private readonly logger = new Logger(FormSaved.name);

  constructor(
    private readonly documents: GuestDocumentsRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly modules: ModuleRef,
  ) {}

  /**
   * Records the consents given: the holder's, with each minor companion's given by the holder,
   * or a companion's own on their link.
   */
  async record(
    target: GuestLinkTarget,
    consents: { guest: string; flags: ConsentFlags; minors: string[] },
    context: CommandContext,
    replaced: string[],
  ): Promise<void> {
    await this.documents.recordConsents(
      consentRecords(target.reservation.reservationId, consents, context),
    );
    await removeReplacedFiles(this.store, this.logger, replaced);
    if (replaced.length > 0) await this.refreshIdentityReview(target.reservation.reservationId);
  }

  /**
   * A replaced document (or selfie) drops what was read of it and its face comparison: the
   * host's "needs review" follows at once, not at the next check.
   */
  private async refreshIdentityReview(reservationId: string): Promise<void> {
    try {
      // Looked up when needed: the identity module, which provides it, builds on this one.
      await this.modules.get<ReviewFlag>(REVIEW_FLAG, { strict: false }).refresh(reservationId);
    } catch (error) {
      // The files are saved; the flag is refreshed again at the next check.
      this.logger.warn({ err: error, reservationId }, "Could not refresh the host's review flag");
    }
  }
}
