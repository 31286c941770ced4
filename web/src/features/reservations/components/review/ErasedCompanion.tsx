import { useIntl } from 'react-intl';
import { StatusBadge } from '../../../../components/ui';
import type { GuestFormAnswers } from '../../api/reservation-types';
import type { BiometricErasure } from './biometric-erasure';
import { documentFact } from './document-fact';
import { Facts } from './Facts';
import { useReviewFormat } from './use-review-format';

type Companion = NonNullable<GuestFormAnswers['additionalGuests']>[number];

/**
 * A companion erased at their own request (issue 32): said so, with the identity the host must
 * keep (read back once the holder's data is erased too, walk 56) shown as kept, and their files
 * as erased, never "not sent yet" nor "erasure under way"; with the day it went and the day what
 * is kept goes, as the holder's deletion says them (walk59), once her request is read.
 */
export const ErasedCompanion = ({
  guest,
  number,
  erasure,
}: {
  guest: Companion;
  number: number;
  erasure: BiometricErasure | null;
}) => {
  const intl = useIntl();
  const { text, day } = useReviewFormat();
  const kept = guest.name !== undefined;
  // In Brasília, as the retention counts days and the holder's deletion reads them.
  const long = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
  return (
    <>
      <h3>
        {guest.name ?? text('additionalGuest', { number })}{' '}
        <StatusBadge tone="neutral">{text('additionalErasedBadge')}</StatusBadge>
      </h3>
      <p>
        {erasure?.keptUntil
          ? text('additionalErasedOn', {
              date: long(erasure.done ?? erasure.at),
              until: long(erasure.keptUntil),
            })
          : text('additionalErased')}
      </p>
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
