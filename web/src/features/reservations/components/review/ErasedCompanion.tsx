import { StatusBadge } from '../../../../components/ui';
import type { GuestFormAnswers } from '../../api/reservation-types';
import { documentFact } from './document-fact';
import { Facts } from './Facts';
import { useReviewFormat } from './use-review-format';

type Companion = NonNullable<GuestFormAnswers['additionalGuests']>[number];

/**
 * A companion erased at their own request (issue 32): said so, with the identity the host must
 * keep (read back once the holder's data is erased too, walk 56) shown as kept, and their files
 * as erased, never "not sent yet" nor "erasure under way".
 */
export const ErasedCompanion = ({ guest, number }: { guest: Companion; number: number }) => {
  const { text, day } = useReviewFormat();
  const kept = guest.name !== undefined;
  return (
    <>
      <h3>
        {guest.name ?? text('additionalGuest', { number })}{' '}
        <StatusBadge tone="neutral">{text('additionalErasedBadge')}</StatusBadge>
      </h3>
      <p>{text('additionalErased')}</p>
      {kept ? (
        <Facts
          facts={[
            documentFact(guest, text),
            { label: text('birthDate'), value: day(guest.birthDate) },
          ]}
        />
      ) : null}
      <p>{text('additionalFilesErased')}</p>
    </>
  );
};
