import type { ReservationDetails } from '../../api/reservation-types';
import { useReviewFormat } from './use-review-format';

/** Why it was refused, cancelled or hidden, as the host (or a colleague) wrote it. */
export const Motives = ({ reservation }: { reservation: ReservationDetails }) => {
  const { text } = useReviewFormat();
  const motives = (['refuseMotive', 'cancelMotive', 'hiddenMotive'] as const).filter(
    (field) => reservation[field],
  );
  if (motives.length === 0) return null;
  return (
    <dl className="review-facts review-motives">
      {motives.map((field) => (
        <div key={field}>
          <dt>{text(field)}</dt>
          <dd>{reservation[field]}</dd>
        </div>
      ))}
    </dl>
  );
};
