import { Injectable } from '@nestjs/common';
import { requireSelfieOf } from '@chegada/contracts';
import { PersonalDataVault, REMOVED } from '@chegada/personal-data';
import { SettingsService } from '../../settings';
import type { MrzDocument } from '../document-reading/mrz-document';
import { DocumentReadingsRepository } from '../document-reading/document-readings.repository';
import { FaceMatchesRepository } from '../face-match/face-matches.repository';
import { matchSubjectsOf } from '../face-match/face-verdict';
import { LivenessSessionsRepository } from '../liveness/liveness-sessions.repository';
import { isCpfReading, type CpfReading } from '../document-reading/cpf-text';
import { StoredDocuments } from '../stored-documents';
import { cpfVsTyped } from './cpf-vs-typed';
import { readVsTyped, typedIdentityOf, type DocumentReadingCheck } from './read-vs-typed';

type LivenessSummary = Awaited<
  ReturnType<LivenessSessionsRepository['summaryOfReservation']>
>[number];
type Match = Awaited<ReturnType<FaceMatchesRepository['ofReservation']>>[number];

/** One guest's results as recorded, before any link is signed for the host. */
export type GuestEvidence = {
  guest: string;
  /**
   * A companion under 12, or one whose data was erased at their request (issue 32 walk): no
   * face check is asked of them.
   */
  faceChecksSkipped: boolean;
  /**
   * The host asks no selfie (`requireSelfie` off) and this guest sent none: no face check is
   * expected of them. A selfie sent anyway is checked as any other.
   */
  selfieNotAsked: boolean;
  liveness: LivenessSummary | undefined;
  match: Match | undefined;
  documentReading: DocumentReadingCheck | null;
};

/** A face match as the host's review and the guest's data copy both state it. */
export const faceMatchSummary = (match: NonNullable<GuestEvidence['match']>) => ({
  verdict: match.verdict,
  similarity: match.similarity,
  reason: match.reason,
  checkedAt: match.checkedAt.toISOString(),
});

/**
 * Whether the host should look at this guest: liveness not passed, a face match other than
 * "match" (unless no face check is asked of them), a field read unlike the one typed, or an
 * expired document. Never a refusal.
 */
export const needsReview = (evidence: GuestEvidence): boolean => {
  const faces =
    !evidence.faceChecksSkipped &&
    !evidence.selfieNotAsked &&
    (!evidence.liveness?.passed || evidence.match?.verdict !== 'match');
  const reading = evidence.documentReading;
  return faces || (reading !== null && (reading.mismatches.length > 0 || reading.expired));
};

type Form = Record<string, unknown>;

/** Each guest of a reservation's form with what the identity checks recorded of them. */
@Injectable()
export class IdentityEvidence {
  constructor(
    private readonly liveness: LivenessSessionsRepository,
    private readonly matches: FaceMatchesRepository,
    private readonly readings: DocumentReadingsRepository,
    private readonly vault: PersonalDataVault,
    private readonly settings: SettingsService,
    private readonly documents: StoredDocuments,
  ) {}

  async of(
    reservation: { id: string; accountId: string },
    form: Form,
    now = new Date(),
  ): Promise<GuestEvidence[]> {
    const reservationId = reservation.id;
    const today = now.toISOString().slice(0, 10);
    const checkIn = typeof form.checkInDate === 'string' ? form.checkInDate : today;
    const [liveness, matches, readings, settings, files] = await Promise.all([
      this.liveness.summaryOfReservation(reservationId),
      this.matches.ofReservation(reservationId),
      this.readings.ofReservation(reservationId),
      this.settings.ofAccount(reservation.accountId),
      this.documents.ofReservation(reservationId),
    ]);
    // A reading or a comparison belongs to the files it was made of: once one of them is
    // replaced, it is not shown, nor counted, until the new file is read or compared.
    const kept = new Set(files.map((file) => file.id));
    const selfieAsked = requireSelfieOf(settings);
    const key = await this.vault.keysOf([reservationId]);
    const erased = new Set(
      (Array.isArray(form.additionalGuests) ? (form.additionalGuests as Form[]) : [])
        .filter((companion) => companion.dataErased === true)
        .map((companion) => companion.key),
    );
    return matchSubjectsOf(form, checkIn).map((subject) => {
      const reading = readings.find(
        (each) => each.guest === subject.guest && kept.has(each.documentId),
      );
      const document =
        reading &&
        this.vault.openWith<MrzDocument | CpfReading>(key, reservationId, reading.reading);
      const typed = typedIdentityOf(form, subject.guest);
      const own = liveness.find((summary) => summary.guest === subject.guest);
      const match = matches.find(
        (each) =>
          each.guest === subject.guest &&
          kept.has(each.selfieDocumentId) &&
          (each.documentId === null || kept.has(each.documentId)),
      );
      return {
        guest: subject.guest,
        faceChecksSkipped: 'skipped' in subject || erased.has(subject.guest),
        // A selfie sent (a liveness check, or a comparison of it) is checked as when asked.
        selfieNotAsked: !selfieAsked && !own && !match,
        liveness: own,
        match,
        // Unreadable once the reservation's personal data was removed: nothing to compare.
        documentReading:
          !reading || !document || document === REMOVED
            ? null
            : isCpfReading(document)
              ? cpfVsTyped(document, typed, reading)
              : readVsTyped(document, typed, { today, readAt: reading.readAt }),
      };
    });
  }
}
