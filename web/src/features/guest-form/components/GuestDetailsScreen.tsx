import { FormattedMessage } from 'react-intl';
import { Loading } from '../../../components/layout/Loading';
import { useGuestFormPageQuery } from '../api/guest-form-api';
import { FormSummary } from './FormSummary';
import { GuestStatus } from './GuestStatus';
import { LoadFailed } from './LoadFailed';
import { StaySummary } from './StaySummary';
import { useGuestLink, usePropertyLanguages } from './use-guest-link';
import '../guest-form.css';

/** What the guest sent, read-only, with where it stands (spec §2, details routes). */
export const GuestDetailsScreen = () => {
  const link = useGuestLink();
  const { data: page, error, isLoading, refetch } = useGuestFormPageQuery(link);
  usePropertyLanguages(page?.supportedLanguages);
  return (
    <section className="page guest-page">
      <h1>
        <FormattedMessage id="route.guestForm" />
      </h1>
      {isLoading ? <Loading /> : null}
      {!page && error ? <LoadFailed error={error} retry={() => void refetch()} /> : null}
      {page ? (
        <>
          <StaySummary page={page} />
          <GuestStatus page={page} />
          <FormSummary form={page.form} files={page.files} />
        </>
      ) : null}
    </section>
  );
};
