import type { ReservationCounter, ReservationStatistics } from '@chegada/contracts';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { counterChips } from './reservation-status';

type Props = {
  statistics: ReservationStatistics | undefined;
  selected: ReservationCounter;
  onSelect: (counter: ReservationCounter) => void;
};

/** Spec §3's counters as toggle chips; the dashboard's words, so both read the same. */
export const CounterChips = ({ statistics, selected, onSelect }: Props) => {
  const intl = useIntl();
  return (
    <div
      className="counter-chips"
      role="group"
      aria-label={intl.formatMessage({ id: 'reservationsPage.counters' })}
    >
      {counterChips.map((counter) => (
        <button
          key={counter}
          type="button"
          className={`ui-button counter-chip counter-chip-${counter}`}
          aria-pressed={selected === counter}
          onClick={() => onSelect(counter)}
        >
          <FormattedMessage id={`dashboard.${counter}`} />
          <span className="counter-chip-number">
            {statistics ? <FormattedNumber value={statistics[counter]} /> : '…'}
          </span>
        </button>
      ))}
    </div>
  );
};
