import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useGetPlansQuery } from '../api/plans-api';
import { PlanSlider } from './PlanSlider';
import './plans.css';

// Spec §8: the two texts a visitor reads when there is nothing to show, with a way to retry.
const Problem = ({ messageId, retry }: { messageId: string; retry: () => void }) => (
  <div className="plans-problem" role="alert">
    <p>
      <FormattedMessage id={messageId} />
    </p>
    <button type="button" onClick={retry}>
      <FormattedMessage id="plans.retry" />
    </button>
  </div>
);

const PlanList = () => {
  const { data: plans, isLoading, isFetching, isError, refetch } = useGetPlansQuery();
  const retry = () => void refetch();
  if (isLoading || (isFetching && !plans)) {
    return (
      <p className="loading" role="status">
        <FormattedMessage id="generic.loading" />
      </p>
    );
  }
  if (isError) return <Problem messageId="plans.fetchFailed" retry={retry} />;
  if (!plans?.length) return <Problem messageId="plans.empty" retry={retry} />;
  return <PlanSlider plans={plans} />;
};

/** /planos: the active price tables, priced by number of properties, and the free trial. */
export const PlansPage = () => (
  <section className="page">
    <h1>
      <FormattedMessage id="route.plans" />
    </h1>
    <p>
      <FormattedMessage id="plans.intro" />
    </p>
    <PlanList />
    <div className="plans-trial">
      <p>
        <FormattedMessage id="plans.trial" />
      </p>
      <Link className="cta" to="/register">
        <FormattedMessage id="plans.cta" />
      </Link>
    </div>
  </section>
);
