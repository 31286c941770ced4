import { axisTicks, CHART, yOf } from './chart-scale';
import './chart.css';

/** The vertical axis: a labelled grid line at each whole-number tick. */
export const ChartAxis = ({ top, width }: { top: number; width: number }) => (
  <>
    {axisTicks(top).map((tick) => (
      <g key={tick} className="chart-tick">
        <line x1={CHART.left} x2={width - CHART.right} y1={yOf(tick, top)} y2={yOf(tick, top)} />
        <text x={CHART.left - 6} y={yOf(tick, top) + 4} textAnchor="end">
          {tick}
        </text>
      </g>
    ))}
  </>
);
