import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DashboardDay } from '../api/dashboard-api';
import { ChartAxis } from '../../../components/chart/ChartAxis';
import { ChartFrame } from '../../../components/chart/ChartFrame';
import {
  axisTop,
  calendarDate,
  CHART,
  columns,
  labelEvery,
  yOf,
} from '../../../components/chart/chart-scale';
import { TableHead } from '../../../components/ui/TableHead';

// A label every five days at most; fewer where the days are narrow (a phone).
const LABEL_EVERY = 5;

const useDayLabel = () => {
  const intl = useIntl();
  return {
    short: (date: string) =>
      intl.formatDate(calendarDate(date), { day: '2-digit', month: '2-digit', timeZone: 'UTC' }),
    long: (date: string) =>
      intl.formatDate(calendarDate(date), {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
  };
};

type BarProps = {
  kind: 'arrivals' | 'departures';
  day: DashboardDay;
  x: number;
  width: number;
  top: number;
};

/** One bar, titled with its day and count for those who point at it. */
const Bar = ({ kind, day, x, width, top }: BarProps) => {
  const intl = useIntl();
  const label = useDayLabel();
  const count = day[kind];
  const messageId = kind === 'arrivals' ? 'dashboard.barArrivals' : 'dashboard.barDepartures';
  return (
    <rect
      className={`bar-${kind} chart-bar-${kind === 'arrivals' ? 0 : 1}`}
      x={x}
      y={yOf(count, top)}
      width={width}
      height={yOf(0, top) - yOf(count, top)}
    >
      <title>{intl.formatMessage({ id: messageId }, { date: label.long(day.date), count })}</title>
    </rect>
  );
};

const Bars = ({ days, width }: { days: readonly DashboardDay[]; width: number }) => {
  const label = useDayLabel();
  const top = axisTop(days.flatMap((day) => [day.arrivals, day.departures]));
  const { bar, slot, xOf } = columns(days.length, width);
  const every = labelEvery(slot, LABEL_EVERY);
  return (
    <>
      <ChartAxis top={top} width={width} />
      {days.map((day, index) => (
        <g key={day.date}>
          <Bar kind="arrivals" day={day} x={xOf(index)} width={bar} top={top} />
          <Bar kind="departures" day={day} x={xOf(index) + bar} width={bar} top={top} />
          {index % every === 0 && (
            <text
              className="chart-day"
              x={xOf(index) + bar}
              y={CHART.height - 8}
              textAnchor="middle"
            >
              {label.short(day.date)}
            </text>
          )}
        </g>
      ))}
    </>
  );
};

/** The same figures as a table: what screen readers read instead of the drawing. */
const DaysTable = ({ days, captionId }: { days: readonly DashboardDay[]; captionId: string }) => {
  const label = useDayLabel();
  return (
    // A table ignores width: 1px, so the hiding box is a div around it (or it widens the page).
    <div className="visually-hidden">
      <table>
        <caption id={captionId}>
          <FormattedMessage id="dashboard.chartTitle" />
        </caption>
        <TableHead messageIds={['dashboard.date', 'dashboard.arrivals', 'dashboard.departures']} />
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{label.long(day.date)}</th>
              <td>{day.arrivals}</td>
              <td>{day.departures}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const total = (days: readonly DashboardDay[], key: 'arrivals' | 'departures') =>
  days.reduce((sum, day) => sum + day[key], 0);

/**
 * Arrivals and departures per day, drawn by hand in SVG (no chart library: the bundle stays
 * small). The drawing is summarised for assistive technology, which reads the table beside it.
 */
export const MovementsChart = ({ days }: { days: readonly DashboardDay[] }) => {
  const intl = useIntl();
  const id = useId();
  const summary = intl.formatMessage(
    { id: 'dashboard.chartSummary' },
    { arrivals: total(days, 'arrivals'), departures: total(days, 'departures') },
  );
  return (
    <ChartFrame
      className="movements"
      titleId="dashboard.chartTitle"
      legend={['dashboard.arrivals', 'dashboard.departures']}
      summary={summary}
      after={<DaysTable days={days} captionId={`${id}-caption`} />}
    >
      {(width) => <Bars days={days} width={width} />}
    </ChartFrame>
  );
};
