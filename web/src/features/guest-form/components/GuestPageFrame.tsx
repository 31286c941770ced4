import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loading } from '../../../components/layout/Loading';
import { LoadFailed } from './LoadFailed';
import { useFieldsAboveBar } from './use-fields-above-bar';
import '../guest-form.css';
import '../offline.css';

type Query<Data> = {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
};

/**
 * Every guest page: its title, then the page's data, or loading, or why it did not load; a
 * field focused under the step's sticky bar comes up above it.
 */
export const GuestPageFrame = <Data,>({
  query,
  children,
}: {
  query: Query<Data>;
  children: (data: Data) => ReactNode;
}) => {
  useFieldsAboveBar();
  return (
    <section className="page guest-page">
      <h1>
        <FormattedMessage id="route.guestForm" />
      </h1>
      {query.isLoading ? <Loading /> : null}
      {!query.data && query.error ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : null}
      {query.data ? children(query.data) : null}
    </section>
  );
};
