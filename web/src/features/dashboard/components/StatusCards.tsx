import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { DashboardStatistics } from '../api/dashboard-api';

/** The order the host reads the counters in: the reservation's life, then the totals. */
const COUNTERS: readonly (keyof DashboardStatistics)[] = [
  'pending',
  'filling',
  'waitingApproval',
  'approved',
  'checkoutFinished',
  'refused',
  'cancelled',
  'hidden',
  'preferencialReservations',
  'total',
];

/** One labelled card per counter; a description list, so each number is read with its name. */
export const StatusCards = ({ statistics }: { statistics: DashboardStatistics }) => (
  <section aria-labelledby="dashboard-counters">
    <h2 id="dashboard-counters">
      <FormattedMessage id="dashboard.countersTitle" />
    </h2>
    <dl className="stat-cards">
      {COUNTERS.map((counter) => (
        <div key={counter} className={`stat-card stat-card-${counter}`}>
          <dt>
            <FormattedMessage id={`dashboard.${counter}`} />
          </dt>
          <dd>
            <FormattedNumber value={statistics[counter]} />
          </dd>
        </div>
      ))}
    </dl>
  </section>
);
