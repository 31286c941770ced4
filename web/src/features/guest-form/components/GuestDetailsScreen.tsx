import { useGuestFormPageQuery } from '../api/guest-form-api';
import { FormSummary } from './FormSummary';
import { GuestStatus } from './GuestStatus';
import { StaySummary } from './StaySummary';
import { GuestPageFrame } from './GuestPageFrame';
import { useGuestLink, usePropertyLanguages } from './use-guest-link';

/** What the guest sent, read-only, with where it stands (spec §2, details routes). */
export const GuestDetailsScreen = () => {
  const link = useGuestLink();
  const query = useGuestFormPageQuery(link);
  usePropertyLanguages(query.data?.supportedLanguages);
  return (
    <GuestPageFrame query={query}>
      {(page) => (
        <>
          <StaySummary page={page} />
          <GuestStatus page={page} />
          <FormSummary page={page} />
        </>
      )}
    </GuestPageFrame>
  );
};
