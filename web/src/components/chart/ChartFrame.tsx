import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CHART } from './chart-scale';
import './chart.css';

type Props = {
  /** The catalogue's message of the chart's title. */
  titleId: string;
  /** The messages of each series' name, in order: the first drawn green, the second amber. */
  legend: readonly string[];
  /** The drawing in words, read instead of the bars by assistive technology. */
  summary: string;
  /** The bars and the axis for a drawing `width` CSS pixels wide. */
  children: (width: number) => ReactNode;
  /** What follows the drawing inside the section (a table for screen readers). */
  after?: ReactNode;
  className?: string;
};

/** The frame's inner width in CSS pixels, followed as the window changes; null until laid out. */
const useFrameWidth = () => {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { frame, width };
};

/**
 * A titled bar chart: legend, then the SVG drawn at its frame's width, so the whole period is
 * seen at 360 px with labels at their size (fewer of them when the room is short).
 */
export const ChartFrame = ({ titleId, legend, summary, children, after, className }: Props) => {
  const id = useId();
  const { frame, width: measured } = useFrameWidth();
  const width = measured ?? CHART.width;
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id={titleId} />
      </h2>
      <ul className="chart-legend">
        {legend.map((label, index) => (
          <li key={label} className={`chart-series-${index}`}>
            <FormattedMessage id={label} />
          </li>
        ))}
      </ul>
      <div className="chart-frame" ref={frame}>
        <svg
          viewBox={`0 0 ${width} ${CHART.height}`}
          role="img"
          aria-label={summary}
          className="chart"
        >
          {children(width)}
        </svg>
      </div>
      {after}
    </section>
  );
};
