import { useIntl } from 'react-intl';
import { ChartAxis } from '../../../components/chart/ChartAxis';
import { ChartFrame } from '../../../components/chart/ChartFrame';
import { axisTop, CHART, columns, fitLabel, yOf } from '../../../components/chart/chart-scale';
import type { UserPerformance } from '../api/performance-api';

type Kind = 'approved' | 'refused';

/** Approvals beside refusals for each user, on the dashboard's axis and scale. */
export const PerformanceChart = ({ users }: { users: readonly UserPerformance[] }) => {
  const intl = useIntl();
  const top = axisTop(users.flatMap((user) => [user.approved, user.refused]));
  const sum = (kind: Kind) => users.reduce((total, user) => total + user[kind], 0);
  const rect = (user: UserPerformance, kind: Kind, x: number, bar: number) => (
    <rect
      className={`bar-${kind} chart-bar-${kind === 'approved' ? 0 : 1}`}
      x={x}
      y={yOf(user[kind], top)}
      width={bar}
      height={yOf(0, top) - yOf(user[kind], top)}
    >
      <title>
        {intl.formatMessage(
          { id: 'performancePage.bar' },
          {
            name: `${user.name} · ${intl.formatMessage({ id: `performancePage.${kind}` })}`,
            count: user[kind],
          },
        )}
      </title>
    </rect>
  );
  return (
    <ChartFrame
      className="performance-chart"
      titleId="performancePage.chartTitle"
      legend={['performancePage.approved', 'performancePage.refused']}
      summary={intl.formatMessage(
        { id: 'performancePage.chartSummary' },
        { approved: sum('approved'), refused: sum('refused') },
      )}
    >
      {(width) => {
        const { bar: widest, slot, xOf } = columns(users.length, width);
        // A few users would get bars as wide as the chart: kept to a readable width.
        const bar = Math.min(widest, 48);
        return (
          <>
            <ChartAxis top={top} width={width} />
            {users.map((user, index) => (
              <g key={user.userId}>
                {rect(user, 'approved', xOf(index) + slot / 2 - bar, bar)}
                {rect(user, 'refused', xOf(index) + slot / 2, bar)}
                {/* A long name is cut to its column with an ellipsis; its title says it whole. */}
                <text
                  className="chart-day"
                  x={xOf(index) + slot / 2}
                  y={CHART.height - 8}
                  textAnchor="middle"
                >
                  <title>{user.name}</title>
                  {fitLabel(user.name, slot - 8)}
                </text>
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
};
