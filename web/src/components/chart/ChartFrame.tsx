import { useId, type ReactNode } from 'react';
import { CHART } from './chart-scale';
import './chart.css';

type Props = {
  title: string;
  /** Each series' name, in order: the first is drawn green, the second amber (chart.css). */
  legend: readonly ReactNode[];
  /** The drawing in words, read instead of the bars by assistive technology. */
  summary: string;
  /** The bars and the axis, in CHART coordinates. */
  children: ReactNode;
  /** What follows the drawing inside the section (a table for screen readers). */
  after?: ReactNode;
  className?: string;
};

/**
 * A titled bar chart: legend, then the SVG in a frame that scrolls sideways at 360 px rather
 * than shrink its labels (and so takes the focus, to scroll by keys).
 */
export const ChartFrame = ({ title, legend, summary, children, after, className }: Props) => {
  const id = useId();
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="chart-legend">
        {legend.map((label, index) => (
          <li key={index} className={`chart-series-${index}`}>
            {label}
          </li>
        ))}
      </ul>
      <div className="chart-scroll" tabIndex={0} role="group" aria-label={title}>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-label={summary}
          className="chart"
        >
          {children}
        </svg>
      </div>
      {after}
    </section>
  );
};
