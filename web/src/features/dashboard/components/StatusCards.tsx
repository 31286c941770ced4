import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from 'react-router';
import { reservationCounters } from '@chegada/contracts';
import type { DashboardStatistics } from '../api/dashboard-api';
import { PageSection } from '../../../components/ui/PageSection';

/** The order the host reads the counters in: the reservation's life, then the grand total. */
const COUNTERS: readonly (keyof DashboardStatistics)[] = [
  ...reservationCounters.filter((counter) => counter !== 'total'),
  'total',
];

/**
 * One labelled card per counter; a description list, so each number is read with its name.
 * Each name links to the reservations it counts (/u/reserves with that filter chip on).
 */
export const StatusCards = ({ statistics }: { statistics: DashboardStatistics }) => (
  <PageSection id="dashboard-counters" titleId="dashboard.countersTitle">
    <dl className="stat-cards">
      {COUNTERS.map((counter) => (
        <div key={counter} className={`stat-card stat-card-${counter}`}>
          <dt>
            <Link to={`/u/reserves?counter=${counter}`}>
              <FormattedMessage id={`dashboard.${counter}`} />
            </Link>
          </dt>
          <dd>
            <FormattedNumber value={statistics[counter]} />
          </dd>
        </div>
      ))}
    </dl>
  </PageSection>
);
