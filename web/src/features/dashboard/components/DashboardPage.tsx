import { Role } from '@chegada/contracts';
import { Loading } from '../../../components/layout/Loading';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { useSessionUser } from '../../../lib/session/use-session';
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

/**
 * An admin runs no property: the API's counters are the hosts' (403 to an admin), so their
 * dashboard is the way to their own screens.
 */
const AdminDashboard = () => (
  <Page titleId="route.dashboard" introId="dashboard.adminIntro" className="dashboard">
    <div className="dashboard-admin-links">
      <ButtonLink to="/admin/price-tables" messageId="nav.priceList" />
      <ButtonLink to="/admin/users" messageId="nav.users" />
      <ButtonLink to="/admin/queues" messageId="nav.queues" />
    </div>
  </Page>
);

/** /u/home: the host's reservation counters and the month ahead. */
export const DashboardPage = () =>
  useSessionUser()?.role === Role.ADMIN ? (
    <AdminDashboard />
  ) : (
    <Page titleId="route.dashboard" className="dashboard">
      <DashboardContent />
    </Page>
  );
