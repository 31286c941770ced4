import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { Role } from '@chegada/contracts';
import { useSessionUser } from '../../../lib/session/use-session';
import {
  ButtonLink,
  DataTable,
  EmptyState,
  ErrorState,
  Page,
  Skeleton,
  type Column,
} from '../../../components/ui';
import { useUsersPerformanceQuery, type UserPerformance } from '../api/performance-api';
import { PerformanceChart } from './PerformanceChart';
import './performance.css';

/** Minutes as the host reads a duration: "40 seconds", "45 minutes", "3.5 hours", "2 days". */
const duration = (intl: IntlShape, minutes: number | null): string => {
  if (minutes === null) return '—';
  const [value, unit] =
    minutes < 1
      ? [Math.round(minutes * 60), 'second']
      : minutes < 120
        ? [minutes, 'minute']
        : minutes < 2880
          ? [minutes / 60, 'hour']
          : [minutes / 1440, 'day'];
  return intl.formatNumber(value, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
};

const columnsOf = (intl: IntlShape): Column<UserPerformance>[] => {
  const text = (key: string) => intl.formatMessage({ id: `performancePage.${key}` });
  return [
    { id: 'user', header: text('user'), rowHeader: true, cell: (user) => user.name },
    {
      id: 'handled',
      header: text('handled'),
      cell: (user) => intl.formatNumber(user.approved + user.refused),
    },
    { id: 'approved', header: text('approved'), cell: (user) => intl.formatNumber(user.approved) },
    { id: 'refused', header: text('refused'), cell: (user) => intl.formatNumber(user.refused) },
    {
      id: 'median',
      header: text('median'),
      cell: (user) => duration(intl, user.medianDecisionMinutes),
    },
  ];
};

const rowId = (user: UserPerformance) => user.userId;

/** GET /api/users/performance is the owner's: a sub-user is told so, and nothing is asked. */
const OwnerOnly = () => (
  <EmptyState
    title={<FormattedMessage id="performancePage.ownerOnlyTitle" />}
    description={<FormattedMessage id="performancePage.ownerOnlyText" />}
    action={<ButtonLink to="/u/reserves" messageId="performancePage.toReservations" />}
  />
);

const TeamPerformance = () => {
  const intl = useIntl();
  const performance = useUsersPerformanceQuery();
  const users = performance.data ?? [];
  const decided = users.some((user) => user.approved + user.refused > 0);
  return performance.isLoading ? (
    <Skeleton lines={4} />
  ) : performance.error ? (
    <ErrorState error={performance.error} onRetry={() => void performance.refetch()} />
  ) : !decided ? (
    <EmptyState
      title={<FormattedMessage id="performancePage.emptyTitle" />}
      description={<FormattedMessage id="performancePage.emptyText" />}
      action={
        <div className="performance-actions">
          <Link className="ui-button ui-button-primary" to="/u/reserves?counter=waitingApproval">
            <FormattedMessage id="performancePage.toReservations" />
          </Link>
          <ButtonLink to="/u/users" messageId="performancePage.toUsers" />
        </div>
      }
    />
  ) : (
    <>
      <DataTable
        caption={intl.formatMessage({ id: 'performancePage.caption' })}
        columns={columnsOf(intl)}
        rows={users}
        rowId={rowId}
      />
      <PerformanceChart users={users} />
    </>
  );
};

/** /u/users/performance: per user of the account, decisions taken and how fast. */
export const PerformancePage = () => {
  const owner = useSessionUser()?.role !== Role.SUBUSER;
  return (
    <Page
      titleId="route.usersPerformance"
      className="performance-page"
      actions={owner ? <ButtonLink to="/u/users" messageId="route.users" /> : undefined}
    >
      {owner ? <TeamPerformance /> : <OwnerOnly />}
    </Page>
  );
};
