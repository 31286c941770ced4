import { Injectable } from '@nestjs/common';
import type { Sealed } from '@chegada/personal-data';
import { TablesRepository } from '../../infrastructure';
import type { FaceVerdict, NoComparison } from './face-verdict';

/** One guest's comparison, as recorded for the host. */
export type FaceMatchRecord = {
  reservationId: string;
  guest: string;
  verdict: FaceVerdict;
  similarity: number | null;
  reason: NoComparison | null;
  /** The files compared: a new selfie or document is compared again. */
  selfieDocumentId: string;
  documentId: string | null;
  descriptors: Sealed | null;
};

type FaceMatchTables = {
  identity_face_matches: {
    reservation_id: string;
    guest: string;
    verdict: FaceVerdict;
    similarity: number | null;
    reason: NoComparison | null;
    selfie_document_id: string;
    document_id: string | null;
    descriptors: string | null;
    checked_at: Date;
  };
};

const columns = [
  'reservation_id as reservationId',
  'guest',
  'verdict',
  'similarity',
  'reason',
  'selfie_document_id as selfieDocumentId',
  'document_id as documentId',
  'checked_at as checkedAt',
] as const;

@Injectable()
export class FaceMatchesRepository extends TablesRepository<FaceMatchTables> {
  /** The latest comparison of each guest replaces the one before. */
  async record(match: FaceMatchRecord): Promise<void> {
    await this.upsertRow(
      'identity_face_matches',
      { reservation_id: match.reservationId, guest: match.guest },
      {
        verdict: match.verdict,
        similarity: match.similarity,
        reason: match.reason,
        selfie_document_id: match.selfieDocumentId,
        document_id: match.documentId,
        descriptors: match.descriptors && JSON.stringify(match.descriptors),
        checked_at: new Date(),
      },
    );
  }

  ofReservation(reservationId: string) {
    return this.db
      .selectFrom('identity_face_matches')
      .select(columns)
      .where('reservation_id', '=', reservationId)
      .orderBy('guest')
      .execute();
  }
}
