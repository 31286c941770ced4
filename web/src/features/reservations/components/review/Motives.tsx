import { ReservationStatus } from '@chegada/domain';
import type { ReservationDetails } from '../../api/reservation-types';
import { useReviewFormat } from './use-review-format';

type MotiveField = 'refuseMotive' | 'cancelMotive' | 'hiddenMotive';

// A motive stays stored after the fact is undone (a reverted cancellation, a shown form, a form
// the guest corrected and sent again); it is told only while it holds. The timeline keeps the
// history.
const HOLDS: Record<MotiveField, (reservation: ReservationDetails) => boolean> = {
  refuseMotive: (reservation) => reservation.status === ReservationStatus.REFUSED,
  cancelMotive: (reservation) => reservation.status === ReservationStatus.CANCELED,
  hiddenMotive: (reservation) => reservation.hidden,
};

/** Why it was refused, cancelled or hidden, as the host (or a colleague, or a sync) wrote it. */
export const Motives = ({ reservation }: { reservation: ReservationDetails }) => {
  const { text, motive } = useReviewFormat();
  const motives = (['refuseMotive', 'cancelMotive', 'hiddenMotive'] as const).filter(
    (field) => reservation[field] && HOLDS[field](reservation),
  );
  if (motives.length === 0) return null;
  return (
    <dl className="review-facts review-motives">
      {motives.map((field) => (
        <div key={field}>
          <dt>{text(field)}</dt>
          <dd>{motive(reservation[field]!)}</dd>
        </div>
      ))}
    </dl>
  );
};
