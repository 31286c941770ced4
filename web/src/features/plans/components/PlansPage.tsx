import { FormattedMessage } from 'react-intl';
import { usePlansQuery } from '../../../lib/api/plans-api';
import { PlanCard } from './PlanCard';
import { PlanSlider } from './PlanSlider';
import './plans.css';
import { CtaLink } from '../../../components/ui/CtaLink';
import { Page } from '../../../components/ui/Page';
import { TrialMessage } from '../../../components/ui/TrialMessage';

// Spec §8: the two texts a visitor reads when there is nothing to show, with a way to retry.
// No table yet (a fresh install) is not a failure: said calmly, not in red.
const Problem = ({
  messageId,
  retry,
  failed,
}: {
  messageId: string;
  retry: () => void;
  failed: boolean;
}) => (
  <div
    className={failed ? 'plans-problem' : 'plans-problem plans-empty'}
    role={failed ? 'alert' : 'status'}
  >
    <p>
      <FormattedMessage id={messageId} />
    </p>
    <button type="button" onClick={retry}>
      <FormattedMessage id="plans.retry" />
    </button>
  </div>
);

const PlanList = () => {
  const { data: plans, isLoading, isFetching, isError, refetch } = usePlansQuery();
  const retry = () => void refetch();
  if (isLoading || (isFetching && !plans)) {
    return (
      <p className="loading" role="status">
        <FormattedMessage id="generic.loading" />
      </p>
    );
  }
  if (isError) return <Problem messageId="plans.fetchFailed" retry={retry} failed />;
  if (!plans?.length) return <Problem messageId="plans.empty" retry={retry} failed={false} />;
  // One plan is a plan, not a carousel of one: no arrows, no "1 of 1".
  const [only] = plans;
  if (plans.length === 1 && only)
    return (
      <div className="plan-single">
        <PlanCard plan={only} />
      </div>
    );
  return <PlanSlider plans={plans} />;
};

/** /planos: the active price tables, priced by number of properties, and the free trial. */
export const PlansPage = () => (
  <Page titleId="route.plans" introId="plans.intro">
    <PlanList />
    <div className="plans-trial">
      <p>
        <TrialMessage id="plans.trial" />
      </p>
      <CtaLink to="/register" messageId="plans.cta" trial />
    </div>
  </Page>
);
