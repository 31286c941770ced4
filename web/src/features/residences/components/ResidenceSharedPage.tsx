import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
// Each from its own file: the kit's index would bring its tables, menus and dialogs along.
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api/api-error';
import { useSharedResidenceQuery } from '../api/residences-api';

// The property's view is not the first paint (the skeleton is, while the API answers): its
// code downloads alongside that request, not before it, and leaves the page's first load.
const view = import('./ResidencePreviewPage');
const ResidenceView = lazy(() => view.then((module) => ({ default: module.ResidenceView })));

const Loading = () => (
  <section className="page">
    <Skeleton lines={6} />
  </section>
);

/**
 * /u/houses/details/:token: the property's page a host shares with guests, open without
 * signing in while its link is valid. A forged, expired or withdrawn link says so plainly.
 */
export const ResidenceSharedPage = () => {
  const { token = '' } = useParams();
  const shared = useSharedResidenceQuery(token);
  if (shared.isLoading) return <Loading />;
  if (shared.data)
    return (
      <Suspense fallback={<Loading />}>
        <ResidenceView residence={shared.data} preview={false} />
      </Suspense>
    );
  const gone = isApiError(shared.error) && shared.error.status === 404;
  return (
    <section className="page">
      {gone ? (
        <EmptyState title={<FormattedMessage id="houses.shared.invalid" />} />
      ) : (
        <ErrorState error={shared.error} onRetry={() => void shared.refetch()} />
      )}
    </section>
  );
};
