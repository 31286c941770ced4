import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { DashboardStatistics } from '../api/dashboard-api';
import { useResidenceCountQuery } from '../../../lib/api/residence-count-api';
import { PageSection } from '../../../components/ui/PageSection';

type Step = { id: 'property' | 'reservation' | 'link'; to: string; done: boolean };

// A link sent and opened moves a reservation past "pending".
const linkSent = (statistics: DashboardStatistics) =>
  statistics.total > statistics.pending + statistics.cancelled;

/**
 * A new account's first three steps, each a link that opens where it is done, ticked as they are; it
 * goes once the first guest has received a link.
 */
export const GettingStarted = ({ statistics }: { statistics: DashboardStatistics }) => {
  // A hidden reservation was created all the same: it counts only in `hidden`.
  const started = statistics.total + statistics.hidden > 0;
  const properties = useResidenceCountQuery(undefined, { skip: started });
  if (linkSent(statistics) || (!started && properties.data === undefined)) return null;
  const steps: Step[] = [
    // Straight to the new property's form and the new reservation's dialog.
    { id: 'property', to: '/u/houses?new=1', done: started || (properties.data ?? 0) > 0 },
    { id: 'reservation', to: '/u/reserves?new=1', done: started },
    { id: 'link', to: '/u/reserves', done: false },
  ];
  const next = steps.find((step) => !step.done)?.id;
  return (
    <PageSection
      id="getting-started-title"
      titleId="dashboard.start.title"
      className="getting-started"
    >
      <ol>
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'step-done' : undefined}>
            <span className="visually-hidden">
              <FormattedMessage id={step.done ? 'dashboard.start.done' : 'dashboard.start.todo'} />
            </span>
            {step.id === next ? (
              <Link className="cta" to={step.to}>
                <FormattedMessage id={`dashboard.start.${step.id}`} />
              </Link>
            ) : (
              <FormattedMessage id={`dashboard.start.${step.id}`} />
            )}
            <small>
              <FormattedMessage id={`dashboard.start.${step.id}Hint`} />
            </small>
          </li>
        ))}
      </ol>
    </PageSection>
  );
};
