import { Loading } from '../../../components/layout/Loading';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { useGetDashboardQuery } from '../api/dashboard-api';
import { GettingStarted } from './GettingStarted';
import { MovementsChart } from './MovementsChart';
import { StatusCards } from './StatusCards';
import './dashboard.css';

const DashboardContent = () => {
  const { data, error, isLoading, isFetching, refetch } = useGetDashboardQuery();
  if (isLoading || (isFetching && !data)) return <Loading />;
  if (error || !data) {
    return (
      <ErrorState error={error} onRetry={() => void refetch()} messageId="dashboard.loadFailed" />
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
  <Page titleId="route.dashboard" className="dashboard">
    <DashboardContent />
  </Page>
);
