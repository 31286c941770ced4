import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../../../components/layout/Loading';
import { describeApiError } from '../../../lib/api/api-error';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { GettingStarted } from './GettingStarted';
import { MovementsChart } from './MovementsChart';
import { StatusCards } from './StatusCards';
import './dashboard.css';

const DashboardContent = () => {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, refetch } = useGetDashboardQuery();
  if (isLoading || (isFetching && !data)) return <Loading />;
  if (error || !data) {
    return (
      <div className="dashboard-problem" role="alert">
        <p>
          <FormattedMessage
            id="dashboard.loadFailed"
            values={{ reason: describeApiError(intl.formatMessage, error) }}
          />
        </p>
        <button type="button" onClick={() => void refetch()}>
          <FormattedMessage id="dashboard.retry" />
        </button>
      </div>
    );
  }
  return (
    <>
      <GettingStarted statistics={data.statistics} />
      <StatusCards statistics={data.statistics} />
      <MovementsChart days={data.days} />
    </>
  );
};

/** /u/home: the host's reservation counters and the month ahead. */
export const DashboardPage = () => (
  <section className="page dashboard">
    <h1>
      <FormattedMessage id="route.dashboard" />
    </h1>
    <DashboardContent />
  </section>
);
