import { Injectable } from '@nestjs/common';
import type {
  EvidenceImage,
  GuestIdentityCheck,
  ReservationIdentityChecks,
} from '@chegada/contracts';
import { DocumentUrls, type GuestDocument } from '../../guest-form';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { StoredDocuments } from '../stored-documents';
import { FrameUrls } from './frame-urls';
import {
  faceMatchSummary,
  IdentityEvidence,
  needsReview,
  type GuestEvidence,
} from './identity-evidence';

type Host = { id: string; accountId: string };

/** The host's view of each guest's identity checks: results with evidence, never a decision. */
@Injectable()
export class IdentityChecks {
  constructor(
    private readonly reader: ReservationStreamReader,
    private readonly evidence: IdentityEvidence,
    private readonly documents: StoredDocuments,
    private readonly documentUrls: DocumentUrls,
    private readonly frameUrls: FrameUrls,
  ) {}

  async ofReservation(host: Host, reservationId: string): Promise<ReservationIdentityChecks> {
    // Another account's reservation: 404, as an unknown id.
    const { state, reservation } = await this.reader.load(
      reservationId,
      host.accountId,
      guestFormView,
    );
    // Emptied (retention, the guest's deletion, the host's removal): the checks' verdicts are
    // about the person and go with the rest of their data; the pictures are gone already.
    if (reservation.sensitiveDataRemoved) return { guests: [], needsReview: false };
    const [guests, files] = await Promise.all([
      this.evidence.of({ id: reservationId, accountId: host.accountId }, state.form),
      this.documents.ofReservation(reservationId),
    ]);
    const checks = guests.map((guest) => this.checkOf(host, guest, files));
    return { guests: checks, needsReview: checks.some((check) => check.needsReview) };
  }

  private checkOf(host: Host, evidence: GuestEvidence, files: GuestDocument[]): GuestIdentityCheck {
    const { liveness, match } = evidence;
    const image = (id: string | null): EvidenceImage | null => {
      const file = files.find((each) => each.id === id);
      return file ? { ...this.documentUrls.sign(file.id, host.id), mime: file.mime } : null;
    };
    const frames = Array.from({ length: liveness?.shownFrames ?? 0 }, (_, index) => ({
      ...this.frameUrls.sign(this.frameUrls.frameId(liveness?.shownSession ?? '', index), host.id),
      mime: 'image/jpeg',
    }));
    return {
      guest: evidence.guest,
      selfieNotAsked: evidence.selfieNotAsked,
      liveness: {
        status: liveness?.passed ? 'passed' : liveness ? 'failed' : 'not-done',
        failedAttempts: liveness?.failedAttempts ?? 0,
        lastFailure: liveness?.lastFailure ?? null,
        checkedAt: liveness?.checkedAt?.toISOString() ?? null,
        frames,
      },
      faceMatch: match
        ? {
            ...faceMatchSummary(match),
            selfie: image(match.selfieDocumentId),
            document: image(match.documentId),
          }
        : null,
      // The straight-ahead frame's score of the check the host sees: information, no verdict.
      antiSpoofScore: liveness?.shownAntiSpoof ?? null,
      documentReading: evidence.documentReading,
      needsReview: needsReview(evidence),
    };
  }
}
