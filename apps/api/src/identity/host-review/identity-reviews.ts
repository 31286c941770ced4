import { Injectable } from '@nestjs/common';
import { TablesRepository } from '../../infrastructure';
import { ReservationStreamReader } from '../../reservation-stream';
import { guestFormView } from '../../reservations';
import { IdentityEvidence, needsReview } from './identity-evidence';

type ReviewTables = {
  identity_reviews: { reservation_id: string; needs_review: boolean; refreshed_at: Date };
};

/** Whether each reservation needs the host's review, as the reservation list filters it. */
@Injectable()
export class IdentityReviewsRepository extends TablesRepository<ReviewTables> {
  async record(reservationId: string, needs: boolean): Promise<void> {
    await this.upsertRow(
      'identity_reviews',
      { reservation_id: reservationId },
      { needs_review: needs, refreshed_at: new Date() },
    );
  }
}

/**
 * Refreshes a reservation's "needs review" after each result (a liveness check, a document
 * reading, a face match on submission, which also sees the form as finally typed).
 */
@Injectable()
export class IdentityReviews {
  constructor(
    private readonly reader: ReservationStreamReader,
    private readonly evidence: IdentityEvidence,
    private readonly reviews: IdentityReviewsRepository,
  ) {}

  async refresh(reservationId: string): Promise<void> {
    const { state, reservation } = await this.reader.loadForLink(reservationId, guestFormView);
    const guests = await this.evidence.of(
      { id: reservationId, accountId: reservation.accountId },
      state.form,
    );
    await this.reviews.record(reservationId, guests.some(needsReview));
  }
}
