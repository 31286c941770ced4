import { Suspense } from 'react';
import { Loading } from '../../../components/layout/Loading';
import { useGuestFormPageQuery } from '../api/guest-form-api';
import { usePrefetchStepMessages, withStepMessages } from '../step-messages';
import { FormSummary } from './FormSummary';
import { GuestStatus } from './GuestStatus';
import { StaySummary } from './StaySummary';
import { GuestPageFrame } from './GuestPageFrame';
import { useGuestLink, usePropertyLanguages } from './use-guest-link';

const SentSummary = withStepMessages(FormSummary);

/** What the guest sent, read-only, with where it stands (spec §2, details routes). */
export const GuestDetailsScreen = () => {
  const link = useGuestLink();
  const query = useGuestFormPageQuery(link);
  usePropertyLanguages(query.data?.supportedLanguages);
  usePrefetchStepMessages();
  return (
    <GuestPageFrame query={query}>
      {(page) => (
        <>
          <StaySummary page={page} />
          <GuestStatus page={page} />
          <Suspense fallback={<Loading />}>
            <SentSummary page={page} />
          </Suspense>
        </>
      )}
    </GuestPageFrame>
  );
};
