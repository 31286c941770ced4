import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Plan } from '../../../lib/api/plans-api';
import { PlanCard } from './PlanCard';
import { useSlider } from './use-slider';

/**
 * The plans in a carousel (spec §2): previous and next buttons, arrow keys, Home and End on
 * the focusable track, and snap scrolling for touch; the current slide is announced politely.
 */
export const PlanSlider = ({ plans }: { plans: Plan[] }) => {
  const intl = useIntl();
  const trackId = useId();
  const { trackRef, current, isFirst, isLast, go, onKeyDown, onScroll } = useSlider(plans.length);
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const position = (index: number) =>
    text('plans.position', { current: index + 1, total: plans.length });

  return (
    <section
      className="plan-slider"
      aria-roledescription={text('plans.carousel')}
      aria-label={text('route.plans')}
    >
      <div className="plan-slider-controls">
        <button
          type="button"
          aria-controls={trackId}
          disabled={isFirst}
          onClick={() => go(current - 1)}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{text('plans.previous')}</span>
        </button>
        <p className="plan-slider-status" aria-live="polite">
          {position(current)}
        </p>
        <button
          type="button"
          aria-controls={trackId}
          disabled={isLast}
          onClick={() => go(current + 1)}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{text('plans.next')}</span>
        </button>
      </div>
      <div
        id={trackId}
        ref={trackRef}
        className="plan-track"
        role="group"
        tabIndex={0}
        aria-label={text('plans.trackHint')}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        {plans.map((plan, index) => (
          <div
            key={plan.id}
            className={index === current ? 'plan-slide current' : 'plan-slide'}
            role="group"
            aria-roledescription={text('plans.slide')}
            aria-label={position(index)}
          >
            <PlanCard plan={plan} />
          </div>
        ))}
      </div>
    </section>
  );
};
